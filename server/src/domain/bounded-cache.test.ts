import { describe, expect, it } from 'vitest';
import { BoundedCache } from './bounded-cache';

const values = (count: number): string[] => Array.from({ length: count }, (_, index) => `name-${index}`);
const cacheOf = (maxBytes: number) =>
  new BoundedCache<string[]>(maxBytes, (names) => 100 + names.length * 100);

describe('BoundedCache', () => {
  it('evicts the least recently used keys once past its bytes, and counts what updates add', async () => {
    const cache = cacheOf(1_500);
    await cache.load('a', async () => values(5));
    await cache.load('b', async () => values(5));
    expect(cache.size).toBe(2);
    cache.get('a');
    await cache.load('c', async () => values(5));
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([true, false, true]);
    expect(cache.approximateBytes).toBeLessThanOrEqual(1_500);
    for (let index = 0; index < 5; index++) {
      cache.update('c', (names) => names.push(`new-${index}`));
    }
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toHaveLength(10);
    expect(cache.approximateBytes).toBeLessThanOrEqual(1_500);
  });

  it('keeps nothing when its bound is 0', async () => {
    const cache = cacheOf(0);
    expect(await cache.load('a', async () => values(3))).toHaveLength(3);
    expect(cache.size).toBe(0);
  });

  it('updates a cached key and leaves keys it does not hold alone', async () => {
    const cache = cacheOf(10_000);
    await cache.load('a', async () => values(2));
    cache.update('a', (names) => names.splice(0, 1, 'emma'));
    cache.update('b', (names) => names.push('emma'));
    expect(cache.get('a')).toEqual(['emma', 'name-1']);
    expect(cache.get('b')).toBeUndefined();
  });

  it('does not keep a read that a change overtook', async () => {
    const cache = cacheOf(10_000);
    let finish: (value: string[]) => void = () => {};
    const loading = cache.load('a', () => new Promise((resolve) => (finish = resolve)));
    cache.update('a', (names) => names.push('emma'));
    finish(values(1));
    await loading;
    expect(cache.get('a')).toBeUndefined();
    const forgotten = cache.load('b', () => new Promise((resolve) => (finish = resolve)));
    cache.clear();
    finish(values(1));
    await forgotten;
    expect(cache.get('b')).toBeUndefined();
  });
});
