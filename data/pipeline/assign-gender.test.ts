import { describe, expect, it } from 'vitest';
import { assignGender, genderFromDictionary, genderFromFemaleShare, seriesGender } from './assign-gender';

describe('genderFromFemaleShare', () => {
  it('gives F from 90 %, M up to 10 %, N between', () => {
    expect(genderFromFemaleShare(0.9)).toBe('F');
    expect(genderFromFemaleShare(0.1)).toBe('M');
    expect(genderFromFemaleShare(0.5)).toBe('N');
  });
});

describe('seriesGender', () => {
  it('needs 100 recent births to say anything', () => {
    expect(seriesGender({ female: 60, male: 39, bothSexesKnown: true })).toEqual({
      births: 99,
      femaleShare: 60 / 99,
    });
    expect(seriesGender({ female: 99, male: 1, bothSexesKnown: true }).gender).toBe('F');
  });

  it('does not count a sex missing from a top list as zero', () => {
    // Netherlands: 1,007 girls named Maxime on the girls' lists; boys never reach the boys' list.
    const maxime = seriesGender({ female: 1007, male: 0, bothSexesKnown: false });
    expect(maxime.femaleShare).toBeUndefined();
    expect(maxime.gender).toBe('F');
    expect(seriesGender({ female: 500, male: 400, bothSexesKnown: false }).gender).toBeUndefined();
  });
});

describe('assignGender', () => {
  const series = (female: number, male: number, bothSexesKnown = true) =>
    seriesGender({ female, male, bothSexesKnown });

  it('is F or M only when every series of 100+ births agrees', () => {
    expect(assignGender([series(990, 10), series(500, 20)], [])).toBe('F');
    expect(assignGender([series(990, 10), series(20, 500)], [])).toBe('N');
    // Simone: girls in the US, boys on the Italian top list.
    expect(assignGender([series(13164, 161), series(0, 81735, false)], [])).toBe('N');
    // Andrea: 99 % girls in the US, 22 % in France.
    expect(assignGender([series(110692, 893), series(2130, 7580)], [])).toBe('N');
  });

  it('ignores series under 100 births unless none reaches it', () => {
    expect(assignGender([series(990, 10), series(5, 40)], [])).toBe('F');
    expect(assignGender([series(5, 40)], ['F'])).toBe('F');
    expect(assignGender([series(2, 40)], [])).toBe('M');
    expect(assignGender([], [])).toBe('N');
  });
});

describe('genderFromDictionary', () => {
  it('needs every code to agree', () => {
    expect(genderFromDictionary(['F', '1F'])).toBe('F');
    expect(genderFromDictionary(['M', '?M'])).toBe('N');
    expect(genderFromDictionary([])).toBe('N');
  });
});
