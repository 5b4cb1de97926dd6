import type { NameItem } from '@name-swiper/contract/names';
import { describe, expect, it } from 'vitest';
import type { SeriesFigures } from './name-traits';
import { buildNameTraits } from './name-traits';

const item = (name: string, popularIn: NameItem['popularIn'] = ['us']): NameItem => ({
  id: name.toLowerCase(),
  name,
  gender: 'F',
  tags: [],
  popularIn,
  originLanguages: [],
});

const figures = (
  name: string,
  country: SeriesFigures['country'],
  recentBirths: number,
  peakYear: number,
  trend: SeriesFigures['trend'] = null,
): SeriesFigures => ({
  name_id: name.toLowerCase(),
  country,
  recent_births: recentBirths,
  peak_year: peakYear,
  trend,
});

const starts = new Map([
  ['us', 1978],
  ['be', 1995],
]);

function traitsOf(items: NameItem[], rows: SeriesFigures[] = []) {
  return buildNameTraits(items, new Map(items.map((entry, ordinal) => [entry.id, ordinal])), rows, starts);
}

describe('name traits', () => {
  it('gives names that sound alike one sound code, and reads initials and endings without accents', () => {
    const traits = traitsOf([item('Sofia'), item('Sophia'), item('Émilie'), item('Chloë')]);
    expect(traits.sounds[0]).toBe(traits.sounds[1]);
    expect(traits.initials).toEqual(['s', 's', 'e', 'c']);
    expect(traits.endings).toEqual(['ia', 'ia', 'ie', 'oe']);
  });

  it('counts letters without hyphens or apostrophes, and syllables the Dutch way for Dutch names', () => {
    const traits = traitsOf([item('Anne-Sophie'), item("D'Angelo"), item('Noor', ['nl']), item('Isabella')]);
    expect([...traits.letters]).toEqual([10, 7, 4, 8]);
    expect(traits.syllables[2]).toBe(1);
    expect(traits.syllables[3]).toBe(4);
  });

  it('takes the era from a series long enough to show it, and the trend from where most children get the name', () => {
    const traits = traitsOf(
      [item('Linda'), item('Mila'), item('Lotte', ['be'])],
      [
        figures('Linda', 'us', 5_000, 1978, 'falling'),
        figures('Mila', 'us', 9_000, 2021, 'rising'),
        figures('Mila', 'be', 20_000, 2010, 'steady'),
        figures('Lotte', 'be', 3_000, 1995, 'rising'),
      ],
    );
    expect([...traits.peakYears]).toEqual([1978, 2021, 0]);
    expect([...traits.rising]).toEqual([0, 0, 1]);
  });
});
