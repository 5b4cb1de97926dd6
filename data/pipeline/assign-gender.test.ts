import { describe, expect, it } from 'vitest';
import { assignGender, femaleShare, genderFromDictionary, genderFromFemaleShare } from './assign-gender';

describe('genderFromFemaleShare', () => {
  it.each([
    [1, 'F'],
    [0.9, 'F'],
    [0.8999, 'N'],
    [0.5, 'N'],
    [0.1001, 'N'],
    [0.1, 'M'],
    [0, 'M'],
  ])('share %d → %s', (share, expected) => {
    expect(genderFromFemaleShare(share)).toBe(expected);
  });
});

describe('femaleShare', () => {
  it('weighs every country by its own births, so a big country does not drown a small one', () => {
    const share = femaleShare([
      { female: 1_000, male: 0, total: 1_000_000 },
      { female: 0, male: 100, total: 100_000 },
    ]);
    expect(share).toBeCloseTo(0.5);
  });

  it('ignores countries with too few births when another has enough', () => {
    expect(
      femaleShare([
        { female: 500, male: 0, total: 1_000_000 },
        { female: 0, male: 3, total: 1_000 },
      ]),
    ).toBe(1);
  });

  it('falls back to all countries with births, and is undefined without births', () => {
    expect(femaleShare([{ female: 3, male: 1, total: 100 }])).toBeCloseTo(0.75);
    expect(femaleShare([{ female: 0, male: 0, total: 100 }])).toBeUndefined();
  });
});

describe('genderFromDictionary', () => {
  it('maps the dictionary codes', () => {
    expect(genderFromDictionary(['F'])).toBe('F');
    expect(genderFromDictionary(['F', '1F'])).toBe('F');
    expect(genderFromDictionary(['M', '1M'])).toBe('M');
    expect(genderFromDictionary(['?'])).toBe('N');
    expect(genderFromDictionary(['?F'])).toBe('N');
    expect(genderFromDictionary(['F', 'M'])).toBe('N');
    expect(genderFromDictionary([])).toBe('N');
  });
});

describe('assignGender', () => {
  it('prefers births over the dictionary', () => {
    expect(assignGender([{ female: 0, male: 50, total: 1_000 }], ['F'])).toBe('M');
    expect(assignGender([], ['F'])).toBe('F');
  });
});
