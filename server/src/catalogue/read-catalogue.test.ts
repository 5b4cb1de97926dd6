import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueRows } from '../../test/catalogue-fixture';
import { makeCatalogueDir, SMALL_CATALOGUE, writeCatalogueFolder } from '../../test/catalogue-fixture';
import { readCatalogueFiles } from './catalogue-files';
import { parseCatalogue } from './read-catalogue';

let dir: string;
beforeAll(async () => {
  dir = await makeCatalogueDir();
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

async function parse(rows: CatalogueRows) {
  await writeCatalogueFolder(dir, rows);
  return parseCatalogue(await readCatalogueFiles(dir));
}

describe('parseCatalogue', () => {
  it('reads every file of the small catalogue', async () => {
    const catalogue = await parse(SMALL_CATALOGUE);
    expect(catalogue.names.map((entry) => entry.id)).toEqual([
      'andrea',
      'zoe',
      'zoé',
      'zoë',
      'elizabeth',
      'elisabeth',
      'beth',
      'noah',
    ]);
    expect(catalogue.names[0]).toEqual({
      id: 'andrea',
      name: 'Andrea',
      gender: 'N',
      origin: 'Ancient Greek',
      originLanguages: ['grc'],
      meaning: 'manly',
      tags: ['english', 'italian'],
      popularIn: ['it', 'us', 'fr'],
      rank: 1,
    });
    expect(catalogue.popularity[1]).toEqual({
      nameId: 'andrea',
      series: { country: 'it', sex: 'M', firstYear: 2007, counts: '5000 5100 - 5200' },
    });
    expect(catalogue.countries[3]).toEqual({
      nameId: 'beth',
      stats: { country: 'us', recentBirths: 40, latestYear: 2001, peakYear: 2000 },
    });
    expect(catalogue.links).toHaveLength(9);
    expect(catalogue.nameDays).toContainEqual({
      nameId: 'elizabeth',
      nameDay: { country: 'hu', month: 11, day: 19 },
    });
  });

  it.each<[string, CatalogueRows, string]>([
    ['an unknown gender', { names: 'Emma,X,,,,,\n' }, 'names.csv: line 2: gender "X" must be one of M, F, N'],
    [
      'an unknown place',
      { names: 'Emma,F,,,,nl|mars,\n' },
      'names.csv: line 2: popular_in "mars" must be one of',
    ],
    [
      'a language code with spaces',
      { names: 'Emma,F,,,,,Ancient Greek\n' },
      'names.csv: line 2: origin_languages "Ancient Greek" is not a Wiktionary language code',
    ],
    [
      'a count that is neither a number nor a gap',
      { names: 'Emma,F,,,,,\n', popularity: 'Emma,nl,F,2000,1 2\nEmma,nl,M,2000,3 ? 4\n' },
      'popularity.csv: line 3: counts "?" must be a whole number',
    ],
    [
      'a series without a sex',
      { names: 'Emma,F,,,,,\n', popularity: 'Emma,nl,,2000,1 2\n' },
      'popularity.csv: line 2: sex "" must be one of F, M',
    ],
    [
      'a repeated series',
      { names: 'Emma,F,,,,,\n', popularity: 'Emma,nl,F,2000,1\nEmma,nl,F,2001,1\n' },
      'popularity.csv: line 3: repeats an earlier row (emma, nl, F)',
    ],
    [
      'a series of a name not in names.csv',
      { names: 'Emma,F,,,,,\n', popularity: 'Noah,nl,M,2000,1\n' },
      'popularity.csv: line 2: name "Noah" is not in names.csv',
    ],
    [
      'a female share above 1',
      { names: 'Emma,F,,,,,\n', countries: 'Emma,nl,500,1.2,F,2024,3,2020,rising,,,\n' },
      'countries.csv: line 2: female_share "1.2" must be a number from 0 to 1',
    ],
    [
      'an unknown trend',
      { names: 'Emma,F,,,,,\n', countries: 'Emma,nl,500,1,F,2024,3,2020,up,,,\n' },
      'countries.csv: line 2: trend "up" must be one of rising, steady, falling',
    ],
    [
      'a "1 in N" without its bound',
      { names: 'Emma,F,,,,,\n', countries: 'Emma,nl,500,1,F,2024,3,2020,rising,250,,\n' },
      'countries.csv: line 2: one_in_bound "" must be one of about, at-least',
    ],
    [
      'a link to a name not in names.csv',
      { names: 'Emma,F,,,,,\n', links: 'Emma,variant,Ema\n' },
      'links.csv: line 2: other "Ema" is not in names.csv',
    ],
    [
      'an unknown relation',
      { names: 'Emma,F,,,,,\nEma,F,,,,,\n', links: 'Emma,cousin,Ema\n' },
      'links.csv: line 2: relation "cousin" must be one of variant, equivalent, nickname, other-gender',
    ],
    [
      '30 February',
      { names: 'Emma,F,,,,,\n', nameDays: 'Emma,cz,2,29\nEmma,cz,2,30\n' },
      'namedays.csv: line 3: day "30" must be a whole number from 1 to 29',
    ],
    [
      'a pronunciation without a language tag',
      { names: 'Emma,F,,,,,\n', pronunciations: 'Emma,English,ɛ m ə,2\n' },
      'pronunciations.csv: line 2: language "English" must be a language tag such as en-GB or nl',
    ],
  ])('refuses %s, naming the file and line', async (_case, rows, message) => {
    await expect(parse(rows)).rejects.toThrow(message);
  });
});
