import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PLACE_TAGS } from '@name-swiper/contract/constants';
import { describe, expect, it } from 'vitest';
import { COUNTRY_INFO, DICTIONARY_PLACES } from './config';
import { readCsv } from './csv';
import { assignTags, dictionaryTags } from './assign-tags';
import { dictionaryPlaces, popularCutoff, sortPlaces } from './popular-in';

describe('popularCutoff', () => {
  it('is the 500th count of the year, but never below 20 births', () => {
    const counts = Array.from({ length: 600 }, (_, i) => 1000 - i);
    expect(popularCutoff(counts)).toBe(501);
    // Berlin-like: the 500th name has a handful of births, so the minimum decides.
    expect(popularCutoff(Array.from({ length: 600 }, (_, i) => (i < 100 ? 40 : 6)))).toBe(20);
    // A top list shorter than 500 names: every listed name with enough births counts.
    expect(popularCutoff([300, 250, 0])).toBe(250);
  });
});

describe('dictionaryPlaces and tags', () => {
  it('names places without a series from classes of at least -4, most common first', () => {
    const places = sortPlaces(
      dictionaryPlaces(
        new Map([
          ['Greece', 2],
          ['Poland', -4],
          ['Czech Republic', -5],
          ['Germany', 3],
          ['Spain', 1],
        ]),
      ),
    );
    // Germany has no place code and Spain has a series; Czech Republic is below the minimum.
    expect(places.map((p) => p.place)).toEqual(['gr', 'pl']);
    expect(assignTags(places, true)).toEqual(['greek', 'nature', 'polish']);
  });

  it('gives dictionary-only names the level of each tag, and nothing for places with a birth series', () => {
    expect(
      dictionaryTags(
        new Map([
          ['Denmark', -2],
          ['Finland', 0],
          ['Sweden', 0],
          ['Ireland', 0],
        ]),
      ),
    ).toEqual(
      new Map([
        ['scandinavian', -3.5],
        ['finnish', -1.5],
      ]),
    );
  });

  it('orders equal levels as PLACES does', () => {
    const places = sortPlaces([
      { place: 'gr', tag: 'greek', level: -1 },
      { place: 'us', tag: 'english', level: -1 },
    ]);
    expect(places.map((p) => p.place)).toEqual(['us', 'gr']);
  });
});

describe('the order of popular_in (decision 75)', () => {
  it('puts ranked places first, best rank first, equal ranks by level, then unranked places by level', () => {
    // Emma: #6 in Italy with the largest share, #2 in the US, Belgium and the Netherlands.
    const places = sortPlaces([
      { place: 'it', tag: 'italian', level: 0.4, rank: 6 },
      { place: 'cz', tag: 'czech', level: 1.5 },
      { place: 'us', tag: 'english', level: -0.9, rank: 2 },
      { place: 'be', tag: 'belgian', level: -0.1, rank: 2 },
      { place: 'nl', tag: 'netherlands', level: -0.2, rank: 2 },
      { place: 'se', tag: 'scandinavian', level: 0.5 },
    ]);
    expect(places.map((p) => p.place)).toEqual(['be', 'nl', 'us', 'it', 'cz', 'se']);
  });
});

describe("the contract's tags of places", () => {
  it('are the tags the pipeline gives', () => {
    const pipelineTags = Object.fromEntries([
      ...Object.entries(COUNTRY_INFO).map(([place, { tag }]) => [place, tag]),
      ...Object.values(DICTIONARY_PLACES).map(({ place, tag }) => [place, tag]),
    ]);
    expect(pipelineTags).toEqual(PLACE_TAGS);
  });
});

describe('popular_in in the committed names.csv', () => {
  it('follows the ranks the figures per country show (Emma #1 in Norway 2017, #2 in Belgium, the US and the Netherlands)', () => {
    const rows = readCsv(
      readFileSync(path.resolve(import.meta.dirname, '../names.csv'), 'utf8'),
      'names.csv',
    );
    const popularIn = (name: string) => rows.find((row) => row[0] === name)?.[5]?.split('|');
    expect(popularIn('Emma')?.slice(0, 4)).toEqual(['no', 'be', 'us', 'nl']);
    expect(popularIn('Eva')?.slice(0, 3)).toEqual(['nl', 'be-bru', 'be-wal']);
  });
});
