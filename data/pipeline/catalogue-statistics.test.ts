/**
 * The named examples of issue 18 on the committed catalogue (`data/names.csv`, `popularity.csv`, `countries.csv`):
 * per-series genders, gaps, Spain, Nicolò, exclusions.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from './csv';
import { readExclusions } from './exclusions';
import { COUNTRIES_HEADER } from './write-catalogue';

const dataDir = path.resolve(import.meta.dirname, '..');
const read = (file: string): string[][] =>
  readCsv(readFileSync(path.join(dataDir, file), 'utf8'), file).slice(1);

let gender = new Map<string, string>();
/** `name country sex` → first year and figures. */
let series = new Map<string, { firstYear: number; counts: string[] }>();
/** `name country` → countries.csv row. */
let stats = new Map<string, Record<string, string>>();

beforeAll(() => {
  gender = new Map(read('names.csv').map(([name = '', g = '']) => [name, g]));
  series = new Map(
    read('popularity.csv').map(([name, country, sex, firstYear, counts = '']) => [
      `${name} ${country} ${sex}`,
      { firstYear: Number(firstYear), counts: counts.split(' ') },
    ]),
  );
  stats = new Map(
    read('countries.csv').map((row) => [
      `${row[0]} ${row[1]}`,
      Object.fromEntries(COUNTRIES_HEADER.map((column, i) => [column, row[i] ?? ''])),
    ]),
  );
});

const figure = (key: string, year: number): string | undefined => {
  const found = series.get(key);
  return found === undefined ? undefined : found.counts[year - found.firstYear];
};

describe('gender per series', () => {
  it('makes Andrea, Simone, Nicola, Michele and Maxime unisex', () => {
    for (const name of ['Andrea', 'Simone', 'Nicola', 'Michele', 'Maxime']) {
      expect(gender.get(name), name).toBe('N');
    }
  });

  it('keeps the per-country verdicts: Simone a boy in Italy and a girl in the US', () => {
    expect(stats.get('Simone it')?.gender).toBe('M');
    expect(stats.get('Simone it')?.female_share).toBe('');
    expect(stats.get('Simone us')?.gender).toBe('F');
    expect(stats.get('Maxime nl')).toMatchObject({ gender: 'F', female_share: '' });
    expect(stats.get('Maxime fr')?.gender).toBe('M');
  });

  it('counts Noa as a girl where the top lists hold only girls, and as France finds it (83 % boys) there', () => {
    expect(stats.get('Noa nl')).toMatchObject({ gender: 'F', female_share: '' });
    expect(stats.get('Noa es')).toMatchObject({ gender: 'F', female_share: '' });
    expect(stats.get('Noa fr')?.gender).toBe('N');
  });
});

describe('spellings and exclusions', () => {
  it("spells Nicolò with ISTAT's years before and after 2010", () => {
    expect(gender.get('Nicolò')).toBe('M');
    expect(figure('Nicolò it M', 2008)).toBe('2797');
    expect(figure('Nicolò it M', 2011)).toBe('2956');
    expect(figure('Nicolò it M', 2018)).toBe('2998');
  });

  it('keeps initials, surnames and typos out', () => {
    for (const { name } of readExclusions()) {
      expect(gender.has(name), name).toBe(false);
    }
    for (const name of ['Aj', 'Nguyen', 'Smith', 'Federíco']) {
      expect(gender.has(name), name).toBe(false);
    }
  });
});

describe('series', () => {
  it('draws Italy 2009 and years off a top list as gaps, not zeros', () => {
    expect(figure('Francesco it M', 2009)).toBe('-');
    expect(figure('Francesco it M', 2010)).toBe('8949');
  });

  it("keeps Belgium's 2025", () => {
    expect(stats.get('Emma be')?.latest_year).toBe('2025');
    expect(figure('Emma be F', 2025)).toMatch(/^\d+$/);
  });

  it('gives Lucía the Spanish series', () => {
    expect(figure('Lucía es F', 2002)).toBe('7863');
    expect(stats.get('Lucía es')?.latest_rank).toBe('2');
  });

  it('holds only source figures: every name with a row has data, none is generated', () => {
    for (const [key, { counts }] of series) {
      expect(
        counts.some((count) => count !== '-' && Number(count) > 0),
        key,
      ).toBe(true);
    }
  });
});
