/**
 * "1 in N" (one-in.ts): the rules on small series, and issue 34's named example on the committed catalogue, computed
 * again here from Statbel's own file: Noor among the girls born in Flanders in 2025.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Country } from './config';
import { readCsv } from './csv';
import { parseNationalBirths } from './national-births';
import { oneInBasis, oneInOf, roundOneIn } from './one-in';
import { parsePopularity } from './read-popularity';
import { resolveDataDir } from './run';
import { COUNTRIES_HEADER } from './write-catalogue';

const NATIONAL = parseNationalBirths(
  [
    'country,year,live_births,publisher,table,url,obtained_from',
    'nl,2014,175181,CBS,Geboorte,https://www.cbs.nl/,copy',
  ].join('\n'),
);

const seriesOf = (country: Country, rows: string[]) =>
  parsePopularity(country, ['year,sex,name,count', ...rows].join('\n'), NATIONAL);

const entry = (country: Country, rows: string[], name: string) => {
  const series = seriesOf(country, rows);
  const found = series.names.get(name.toLowerCase());
  if (found === undefined) {
    throw new Error(`${name} is not in the test series`);
  }
  return { series, found };
};

describe('rounding N', () => {
  it('keeps two significant figures, whole numbers below 100, and rounds a lower bound down', () => {
    expect(roundOneIn(113.02, 'at-least')).toBe(110);
    expect(roundOneIn(118.9, 'about')).toBe(120);
    expect(roundOneIn(1567, 'about')).toBe(1600);
    expect(roundOneIn(1567, 'at-least')).toBe(1500);
    expect(roundOneIn(45.7, 'about')).toBe(46);
    expect(roundOneIn(45.7, 'at-least')).toBe(45);
    expect(roundOneIn(0.8, 'at-least')).toBe(1);
  });
});

describe('the births each kind of series is read against', () => {
  it('knows complete series, thresholds, fixed lists, national births and series without a total', () => {
    expect(oneInBasis(seriesOf('de-berlin', ['2023,F,Emma,3']))).toEqual({ kind: 'complete' });
    expect(oneInBasis(seriesOf('be-vlg', ['2025,F,Noor,198']))).toEqual({ kind: 'threshold', minCount: 5 });
    expect(oneInBasis(seriesOf('no', ['2017,F,Emma,400']))).toEqual({ kind: 'fixed-list' });
    expect(oneInBasis(seriesOf('au-nsw', ['2024,F,Emma,300']))).toEqual({ kind: 'none' });
    expect(oneInBasis(seriesOf('au-sa', ['2023,F,Emma,30']))).toEqual({ kind: 'none' });
    expect(oneInBasis(seriesOf('au-sa', ['2024,F,Emma,30']))).toEqual({ kind: 'complete' });
  });

  it('counts a complete series against its own births of the sex: about 1 in N', () => {
    const { series, found } = entry(
      'de-berlin',
      ['2023,F,Emma,30', '2023,F,Mia,270', '2023,M,Emma,1'],
      'Emma',
    );
    expect(oneInOf(series, found, NATIONAL)).toEqual({ oneIn: 10, sex: 'F', bound: 'about' });
  });

  it('says "at least" where a threshold leaves names out, and reads a boy by the boys born', () => {
    const { series, found } = entry('be-vlg', ['2025,F,Noor,5', '2025,M,Noor,20', '2025,M,Noah,430'], 'Noor');
    expect(oneInOf(series, found, NATIONAL)).toEqual({ oneIn: 22, sex: 'M', bound: 'at-least' });
  });

  it("reads a top list against the year's national births of both sexes", () => {
    const { series, found } = entry('nl', ['2014,F,Noor,365', '2014,M,Daan,900'], 'Noor');
    expect(oneInOf(series, found, NATIONAL)).toEqual({ oneIn: 480, bound: 'about' });
  });

  it('gives no line without births in the last year or without a published total', () => {
    const gone = entry('be-vlg', ['2024,F,Noor,9', '2025,F,Emma,9'], 'Noor');
    expect(oneInOf(gone.series, gone.found, NATIONAL)).toBeUndefined();
    const nsw = entry('au-nsw', ['2024,F,Emma,300'], 'Emma');
    expect(oneInOf(nsw.series, nsw.found, NATIONAL)).toBeUndefined();
  });
});

describe("issue 34's example on the committed catalogue", () => {
  it("gives Noor 1 in at least 110 girls born in Flanders in 2025, from Statbel's Flemish list", () => {
    const statbel = readCsv(
      readFileSync(path.join(resolveDataDir(), 'popularity', 'be-vlg.csv'), 'utf8'),
      'be-vlg.csv',
    ).slice(1);
    const girls2025 = statbel.filter(([year, sex]) => year === '2025' && sex === 'F');
    const girls = girls2025.reduce((sum, [, , , count]) => sum + Number(count), 0);
    const noor = Number(girls2025.find(([, , name]) => name === 'Noor')?.[3]);
    expect([girls, noor]).toEqual([22378, 198]);

    const row = readCsv(
      readFileSync(path.resolve(import.meta.dirname, '../countries.csv'), 'utf8'),
      'countries.csv',
    )
      .map((fields) => Object.fromEntries(COUNTRIES_HEADER.map((column, i) => [column, fields[i] ?? ''])))
      .find((fields) => fields.name === 'Noor' && fields.country === 'be-vlg');
    expect(row).toMatchObject({
      latest_year: '2025',
      one_in: String(roundOneIn(girls / noor, 'at-least')),
      one_in_sex: 'F',
      one_in_bound: 'at-least',
    });
    expect(row?.one_in).toBe('110');
  });
});
