import { describe, expect, it } from 'vitest';
import { compareRank, compareText, isTruncationSuspect, pickSpelling, rankScoreOf } from './select-names';

describe('pickSpelling', () => {
  it('takes the most frequent spelling, ties by code point, and tidies it', () => {
    expect(
      pickSpelling(
        new Map([
          ['Flora', 100],
          ['FLora', 2],
        ]),
      ),
    ).toBe('Flora');
    expect(pickSpelling(new Map([['lise', 9]]))).toBe('Lise');
    expect(
      pickSpelling(
        new Map([
          ['McKenzie', 5],
          ['Mckenzie', 5],
        ]),
      ),
    ).toBe('McKenzie');
    expect(pickSpelling(new Map())).toBeUndefined();
  });
});

describe('isTruncationSuspect', () => {
  it('flags 15-character names recorded by the US alone', () => {
    expect(isTruncationSuspect('christopherjame', ['us'])).toBe(true);
    expect(isTruncationSuspect('christopherjame', ['us', 'ew'])).toBe(false);
    expect(isTruncationSuspect('christopher', ['us'])).toBe(false);
  });
});

describe('compareText', () => {
  it('orders by code units, independent of locale', () => {
    expect(['b', 'É', 'a', 'Z'].sort(compareText)).toEqual(['Z', 'a', 'b', 'É']);
  });
});

describe('rank score', () => {
  it("caps every country's share so one country cannot carry a name", () => {
    expect(rankScoreOf([0.017, 0, 0.0001])).toBeCloseTo(0.0031, 10);
    expect(rankScoreOf([0.006, 0.005, 0.004, 0.002])).toBeCloseTo(0.011, 10);
    const names = [
      { key: 'francesco', score: 0.02, rankScore: 0.0031 },
      { key: 'emma', score: 0.03, rankScore: 0.011 },
      { key: 'anna', score: 0.03, rankScore: 0.011 },
    ];
    expect(names.sort(compareRank).map((n) => n.key)).toEqual(['anna', 'emma', 'francesco']);
  });
});
