import type { NameItem } from '@name-swiper/contract/names';
import { describe, expect, it, vi } from 'vitest';
import { isAdItem } from '../../../ads/ad-item';
import { createDeckQueue } from './deck-queue';

function names(from: number, count: number): NameItem[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `name-${from + index}`,
    name: `Name ${from + index}`,
    gender: 'N',
    tags: [],
    popularIn: [],
    originLanguages: [],
  }));
}

describe('deck queue', () => {
  it('deals an ad on every 5th draw and names otherwise', async () => {
    const queue = createDeckQueue({ fetchNames: async () => names(0, 20), lowWater: 0 });
    await queue.refill();
    const dealt = Array.from({ length: 12 }, () => queue.draw());
    const adPositions = dealt.flatMap((item, index) => (item && isAdItem(item) ? [index + 1] : []));
    expect(adPositions).toEqual([5, 10]);
    const dealtNames = dealt.filter((item): item is NameItem => item !== undefined && !isAdItem(item));
    expect(dealtNames.map((name) => name.id)).toEqual(names(0, 10).map((name) => name.id));
  });

  it('deals no ad card while ads are off, and resumes the every-5th rule when they are back on', async () => {
    let adsOn = false;
    const queue = createDeckQueue({
      fetchNames: async () => names(0, 20),
      lowWater: 0,
      showAds: () => adsOn,
    });
    await queue.refill();
    const off = Array.from({ length: 10 }, () => queue.draw());
    expect(off.filter((item) => item && isAdItem(item))).toEqual([]);
    adsOn = true;
    const on = Array.from({ length: 5 }, () => queue.draw());
    expect(on.map((item) => item !== undefined && isAdItem(item))).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
  });

  it('refills before it runs dry, without dealing a name twice', async () => {
    const fetchNames = vi
      .fn<() => Promise<NameItem[]>>()
      .mockResolvedValueOnce(names(0, 6))
      .mockResolvedValueOnce([...names(4, 2), ...names(6, 6)]);
    const queue = createDeckQueue({ fetchNames, lowWater: 3 });
    await queue.refill();
    queue.draw();
    queue.draw();
    expect(fetchNames).toHaveBeenCalledTimes(1);
    queue.draw();
    expect(fetchNames).toHaveBeenCalledTimes(2);
    await queue.refill();
    expect(queue.names().map((name) => name.id)).toEqual([
      'name-3',
      'name-4',
      'name-5',
      ...names(6, 6).map((n) => n.id),
    ]);
  });

  it('skips names already voted locally', async () => {
    const queue = createDeckQueue({ fetchNames: async () => names(0, 3), isVoted: (id) => id === 'name-1' });
    await queue.refill();
    expect(queue.names().map((name) => name.id)).toEqual(['name-0', 'name-2']);
  });

  it('is empty when the fetch fails', async () => {
    const queue = createDeckQueue({ fetchNames: () => Promise.reject(new Error('offline')) });
    await queue.refill();
    expect(queue.draw()).toBeUndefined();
    expect(queue.isExhausted()).toBe(true);
  });

  it('never deals an ad when no name is left', async () => {
    const queue = createDeckQueue({ fetchNames: async () => names(0, 4), lowWater: 0 });
    await queue.refill();
    const dealt = Array.from({ length: 6 }, () => queue.draw());
    expect(dealt.filter((item) => item !== undefined)).toHaveLength(4);
  });

  it('puts a card back in front and removes a name voted from the list', async () => {
    const queue = createDeckQueue({ fetchNames: async () => names(0, 3), lowWater: 0 });
    await queue.refill();
    const first = queue.draw();
    queue.remove('name-2');
    if (first) {
      queue.putBack(first);
    }
    expect(queue.names().map((name) => name.id)).toEqual(['name-0', 'name-1']);
  });
});
