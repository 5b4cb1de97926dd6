import { describe, expect, it } from 'vitest';
import type { DeviceVotes } from './vote-state-cache';
import { VoteStateCache } from './vote-state-cache';

const votes = (count: number): DeviceVotes =>
  new Map(Array.from({ length: count }, (_, index) => [`name-${index}`, { approved: true, votedAt: index }]));

describe('VoteStateCache', () => {
  it('evicts the least recently used devices once past its bytes, and counts votes written through', async () => {
    const cache = new VoteStateCache(1_500);
    await cache.load('a', async () => votes(5));
    await cache.load('b', async () => votes(5));
    expect(cache.size).toBe(2);
    cache.get('a');
    await cache.load('c', async () => votes(5));
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([true, false, true]);
    expect(cache.approximateBytes).toBeLessThanOrEqual(1_500);
    for (let index = 0; index < 5; index++) {
      cache.apply('c', `new-${index}`, { approved: false, votedAt: 100 });
    }
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')?.size).toBe(10);
    expect(cache.approximateBytes).toBeLessThanOrEqual(1_500);
  });

  it('keeps nothing when its bound is 0', async () => {
    const cache = new VoteStateCache(0);
    expect((await cache.load('a', async () => votes(3))).size).toBe(3);
    expect(cache.size).toBe(0);
  });

  it('applies votes and undos to a cached device, and ignores devices it does not hold', async () => {
    const cache = new VoteStateCache(10_000);
    await cache.load('a', async () => votes(2));
    cache.apply('a', 'name-0', undefined);
    cache.apply('a', 'emma', { approved: true, votedAt: 5 });
    cache.apply('b', 'emma', { approved: true, votedAt: 5 });
    expect([...(cache.get('a')?.keys() ?? [])].sort()).toEqual(['emma', 'name-1']);
    expect(cache.get('b')).toBeUndefined();
  });

  it('does not keep a read that a change overtook', async () => {
    const cache = new VoteStateCache(10_000);
    let finish: (value: DeviceVotes) => void = () => {};
    const loading = cache.load('a', () => new Promise((resolve) => (finish = resolve)));
    cache.apply('a', 'emma', { approved: true, votedAt: 1 });
    finish(votes(1));
    await loading;
    expect(cache.get('a')).toBeUndefined();
    const forgotten = cache.load('b', () => new Promise((resolve) => (finish = resolve)));
    cache.clear();
    finish(votes(1));
    await forgotten;
    expect(cache.get('b')).toBeUndefined();
  });
});
