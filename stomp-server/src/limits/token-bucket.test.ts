import { describe, expect, it } from 'vitest';
import { TokenBucket } from './token-bucket';

function clock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('TokenBucket', () => {
  it('allows a burst, then the steady rate, and never saves up more than the burst', () => {
    const time = clock();
    const bucket = new TokenBucket({ perSecond: 10, burst: 5 }, time.now);
    expect(bucket.take(5)).toBe(true);
    expect(bucket.take()).toBe(false);
    time.advance(100);
    expect(bucket.take()).toBe(true);
    expect(bucket.take()).toBe(false);
    time.advance(60_000);
    expect(bucket.take(5)).toBe(true);
    expect(bucket.take()).toBe(false);
  });

  it('takes nothing when the cost exceeds what is left', () => {
    const time = clock();
    const bucket = new TokenBucket({ perSecond: 1, burst: 3 }, time.now);
    expect(bucket.take(4)).toBe(false);
    expect(bucket.take(3)).toBe(true);
  });

  it('ignores a clock that goes backwards', () => {
    const time = clock();
    const bucket = new TokenBucket({ perSecond: 1, burst: 1 }, time.now);
    expect(bucket.take()).toBe(true);
    time.advance(-5_000);
    expect(bucket.take()).toBe(false);
  });
});
