import type { NameItem } from '@name-swiper/contract/names';
import { describe, expect, it, vi } from 'vitest';
import { isAdItem } from '../../../ads/ad-item';
import type { DeckItem } from '../../../stores/undo-history-store';
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

  describe('with a saved batch from an earlier visit', () => {
    const deferred = () => {
      let resolve: (names: NameItem[]) => void = () => undefined;
      const promise = new Promise<NameItem[]>((settle) => {
        resolve = settle;
      });
      return { promise, resolve };
    };
    const ids = (items: readonly (DeckItem | undefined)[]) =>
      items.map((item) => (item && !isAdItem(item) ? item.id : undefined));

    it('deals the saved names before the server answers, leaving out those voted meanwhile', async () => {
      const answer = deferred();
      const onRefilled = vi.fn();
      const queue = createDeckQueue({
        fetchNames: () => answer.promise,
        savedNames: async () => names(0, 4),
        isVoted: (id) => id === 'name-0',
        lowWater: 0,
        onRefilled,
      });
      const refilled = queue.refill();
      await vi.waitFor(() => expect(onRefilled).toHaveBeenCalledOnce());
      expect(ids([queue.draw()])).toEqual(['name-1']);
      expect(queue.isRefilling()).toBe(true);
      answer.resolve(names(0, 6));
      await refilled;
      // The server's answer takes the place of the saved names not dealt yet; a dealt one is not dealt again.
      expect(ids(queue.names())).toEqual(['name-2', 'name-3', 'name-4', 'name-5']);
    });

    it('keeps a dealt saved name that an undo put back', async () => {
      const answer = deferred();
      const onRefilled = vi.fn();
      const queue = createDeckQueue({
        fetchNames: () => answer.promise,
        savedNames: async () => names(0, 3),
        lowWater: 0,
        onRefilled,
      });
      const refilled = queue.refill();
      await vi.waitFor(() => expect(onRefilled).toHaveBeenCalledOnce());
      const first = queue.draw();
      if (first) {
        queue.putBack(first);
      }
      answer.resolve(names(1, 3));
      await refilled;
      expect(ids(queue.names())).toEqual(['name-0', 'name-1', 'name-2', 'name-3']);
    });

    it('ignores the saved names when the server answered first', async () => {
      const saved = deferred();
      const queue = createDeckQueue({
        fetchNames: async () => names(10, 2),
        savedNames: () => saved.promise,
        lowWater: 0,
      });
      await queue.refill();
      saved.resolve(names(0, 3));
      await saved.promise;
      expect(ids(queue.names())).toEqual(['name-10', 'name-11']);
    });
  });

  it('deals next a catalogue name the family just put first, though it was waiting further down', async () => {
    const fetchNames = vi.fn(async () => names(0, 20));
    const queue = createDeckQueue({ fetchNames, lowWater: 0, showAds: () => false });
    await queue.refill();
    await queue.followFamilyNames([]);
    queue.draw();
    await queue.followFamilyNames(['name-12']);
    expect(
      queue
        .names()
        .map((name) => name.id)
        .slice(0, 3),
    ).toEqual(['name-12', 'name-1', 'name-2']);
    expect(queue.names().filter((name) => name.id === 'name-12')).toHaveLength(1);
    // Dealt and listed before, nothing moves.
    expect(queue.draw()).toMatchObject({ id: 'name-12' });
    await queue.followFamilyNames(['name-12']);
    expect(queue.names()[0]?.id).toBe('name-1');
    // Every listed name came with the deck already: no request.
    expect(fetchNames).toHaveBeenCalledTimes(1);
  });

  it("deals a family's new name next and drops a removed one, for the deck's own filters", async () => {
    const zyx = { ...names(100, 1)[0], id: 'f:zyx', name: 'Zyxandra', addedByFamily: true } as NameItem;
    const quill = { ...zyx, id: 'f:quill', name: 'Quillon' };
    let server = names(0, 20);
    const onRefilled = vi.fn();
    const fetchNames = vi.fn(async () => server);
    const queue = createDeckQueue({
      fetchNames,
      lowWater: 0,
      showAds: () => false,
      onRefilled,
    });
    await queue.refill();
    queue.draw();
    server = [zyx, quill, ...names(1, 20)];
    await queue.followFamilyNames(['f:zyx', 'f:quill']);
    expect(
      queue
        .names()
        .slice(0, 3)
        .map((name) => name.id),
    ).toEqual(['f:zyx', 'f:quill', 'name-1']);
    expect(onRefilled).toHaveBeenCalledTimes(2);

    await queue.followFamilyNames(['f:quill']);
    expect(queue.names().map((name) => name.id)).not.toContain('f:zyx');
    expect(queue.draw()).toMatchObject({ id: 'f:quill' });
    // Every listed name dealt already: no request.
    const requests = fetchNames.mock.calls.length;
    await queue.followFamilyNames(['f:quill']);
    expect(fetchNames).toHaveBeenCalledTimes(requests);
    expect(queue.names()[0]?.id).toBe('name-1');
  });

  describe("a partner's fresh like (decision 74)", () => {
    const hamza: NameItem = {
      ...(names(100, 1)[0] ?? names(0, 1)[0]),
      id: 'hamza',
      name: 'Hamza',
    } as NameItem;
    const ids = (items: (DeckItem | undefined)[]) =>
      items.flatMap((item) => (item && !isAdItem(item) ? [item.id] : []));

    it('is dealt as the second name from now, without fetching the queue again', async () => {
      const fetchNames = vi.fn(async () => names(0, 40));
      const onRefilled = vi.fn();
      const queue = createDeckQueue({ fetchNames, showAds: () => false, onRefilled });
      await queue.refill();
      queue.draw();
      queue.draw();
      onRefilled.mockClear();
      queue.dealSoon(hamza);
      expect(
        queue
          .names()
          .slice(0, 3)
          .map((name) => name.id),
      ).toEqual(['name-2', 'hamza', 'name-3']);
      expect(ids(Array.from({ length: 3 }, () => queue.draw()))).toEqual(['name-2', 'hamza', 'name-3']);
      expect(fetchNames).toHaveBeenCalledTimes(1);
      expect(onRefilled).toHaveBeenCalledTimes(1);
    });

    it('moves a name already waiting far back up, and leaves alone a name dealt or voted on before', async () => {
      const voted = new Set(['name-30']);
      const queue = createDeckQueue({
        fetchNames: async () => names(0, 40),
        showAds: () => false,
        isVoted: (nameId) => voted.has(nameId),
      });
      await queue.refill();
      const first = queue.draw();
      queue.dealSoon(names(25, 1)[0] ?? hamza);
      expect(
        queue
          .names()
          .slice(0, 3)
          .map((name) => name.id),
      ).toEqual(['name-1', 'name-25', 'name-2']);
      expect(queue.names().filter((name) => name.id === 'name-25')).toHaveLength(1);

      const before = queue.names().map((name) => name.id);
      if (first && !isAdItem(first)) {
        queue.dealSoon(first);
      }
      voted.add('hamza');
      queue.dealSoon(hamza);
      expect(queue.names().map((name) => name.id)).toEqual(before);
    });

    it('fills an empty deck, and the next batch from the server does not deal it again', async () => {
      const fetchNames = vi
        .fn<() => Promise<NameItem[]>>()
        .mockResolvedValueOnce([])
        .mockResolvedValueOnce([hamza, ...names(0, 3)])
        .mockResolvedValue([]);
      const queue = createDeckQueue({ fetchNames, showAds: () => false, lowWater: 0 });
      await queue.refill();
      expect(queue.isExhausted()).toBe(true);
      queue.dealSoon(hamza);
      expect(queue.isExhausted()).toBe(false);
      expect(ids([queue.draw()])).toEqual(['hamza']);
      await queue.refill();
      expect(ids(Array.from({ length: 4 }, () => queue.draw()))).toEqual(['name-0', 'name-1', 'name-2']);
    });
  });
});
