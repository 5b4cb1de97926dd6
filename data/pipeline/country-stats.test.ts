import { describe, expect, it } from 'vitest';
import { peakYear, trendOf } from './country-stats';

const flat = (n: number, value: number): number[] => new Array<number>(n).fill(value);

describe('trendOf', () => {
  it('compares the mean share of the last three of ten years with the first three', () => {
    const births = flat(10, 1000);
    expect(trendOf([10, 10, 10, 10, 10, 10, 10, 13, 13, 13], births)).toBe('rising');
    expect(trendOf([10, 10, 10, 10, 10, 10, 10, 8, 8, 8], births)).toBe('falling');
    expect(trendOf([10, 10, 10, 10, 10, 10, 10, 11, 11, 11], births)).toBe('steady');
  });

  it('uses shares, so fewer births overall do not make a name fall', () => {
    expect(trendOf([20, 20, 20, 0, 0, 0, 0, 10, 10, 10], [...flat(3, 2000), ...flat(7, 1000)])).toBe(
      'steady',
    );
  });

  it('is empty with too few figures or births', () => {
    expect(trendOf([null, null, 10, 10, 10, 10, 10, 10, 10, 10], flat(10, 1000))).toBeUndefined();
    expect(trendOf([1, 1, 1, 1, 1, 1, 1, 2, 2, 2], flat(10, 1000))).toBeUndefined();
    expect(trendOf([10, 10, 10, 10, 10], flat(5, 1000))).toBeUndefined();
  });
});

describe('peakYear', () => {
  it('is the year of most births, the earliest on ties, gaps skipped', () => {
    expect(peakYear(2000, [1, null, 5, 5, 2])).toBe(2002);
  });
});
