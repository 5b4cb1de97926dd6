/**
 * The named examples of issue 32 on the committed catalogue: every new series read with its quirks, regions beside
 * their country, small places, series that ended.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from './csv';
import { COUNTRIES_HEADER, NAMES_HEADER } from './write-catalogue';

const dataDir = path.resolve(import.meta.dirname, '..');
const read = (file: string): string[][] =>
  readCsv(readFileSync(path.join(dataDir, file), 'utf8'), file).slice(1);

/** name → names.csv row by column. */
let names = new Map<string, Record<string, string>>();
/** `name country sex` → first year and figures. */
let series = new Map<string, { firstYear: number; counts: string[] }>();
/** `name country` → countries.csv row by column. */
let stats = new Map<string, Record<string, string>>();

const byColumn = (header: readonly string[], row: readonly string[]) =>
  Object.fromEntries(header.map((column, i) => [column, row[i] ?? '']));

beforeAll(() => {
  names = new Map(read('names.csv').map((row) => [row[0] ?? '', byColumn(NAMES_HEADER, row)]));
  series = new Map(
    read('popularity.csv').map(([name, country, sex, firstYear, counts = '']) => [
      `${name} ${country} ${sex}`,
      { firstYear: Number(firstYear), counts: counts.split(' ') },
    ]),
  );
  stats = new Map(
    read('countries.csv').map((row) => [`${row[0]} ${row[1]}`, byColumn(COUNTRIES_HEADER, row)]),
  );
});

const figure = (key: string, year: number): string | undefined => {
  const found = series.get(key);
  return found === undefined ? undefined : found.counts[year - found.firstYear];
};
const popularIn = (name: string): string[] => names.get(name)?.popular_in?.split('|') ?? [];
const tags = (name: string): string[] => names.get(name)?.tags?.split('|') ?? [];

describe('the new series', () => {
  it("gives Noor and Lou Flanders' figures to 2025, and the tag flanders", () => {
    expect(stats.get('Noor be-vlg')).toMatchObject({ latest_year: '2025', latest_rank: '9', gender: 'F' });
    expect(stats.get('Lou be-vlg')).toMatchObject({ latest_year: '2025', latest_rank: '24', gender: 'N' });
    expect(figure('Noor be-vlg F', 2025)).toMatch(/^\d+$/);
    for (const name of ['Noor', 'Lou']) {
      expect(popularIn(name), name).toContain('be-vlg');
      expect(tags(name), name).toContain('flanders');
    }
  });

  it("gives Isla and Callum Scotland's series, which ends in 2020 and so has no trend", () => {
    expect(stats.get('Isla sct')).toMatchObject({ latest_year: '2020', latest_rank: '1', trend: '' });
    expect(stats.get('Callum sct')).toMatchObject({ latest_year: '2020', latest_rank: '40', trend: '' });
    expect(figure('Callum sct M', 1978)).toBe('41');
    expect(tags('Isla')).toContain('scotland');
  });

  it("gives Oisín and Saoirse Ireland's, with its fadas", () => {
    expect(stats.get('Oisín ie')).toMatchObject({ latest_year: '2024', latest_rank: '9', gender: 'M' });
    expect(stats.get('Saoirse ie')).toMatchObject({ latest_year: '2024', latest_rank: '24', gender: 'F' });
    expect(popularIn('Oisín')).toEqual(['ie']);
    expect(tags('Saoirse')).toContain('irish');
  });

  it("gives Nora and Jakob Norway's fixed list to 2017, no trend and no female share where a sex is unlisted", () => {
    expect(stats.get('Nora no')).toMatchObject({
      latest_year: '2017',
      latest_rank: '2',
      female_share: '',
      trend: '',
    });
    expect(stats.get('Jakob no')).toMatchObject({ latest_year: '2017', latest_rank: '12', trend: '' });
    expect(figure('Jakob no M', 2017)).toBe('260');
    // A year the fixed list does not reach (fewer than 4 boys) is a gap, not a zero.
    expect(figure('Noah no M', 1991)).toBe('-');
  });

  it("gives Alice and William Sweden's, to 2022", () => {
    expect(stats.get('Alice se')).toMatchObject({ latest_year: '2022', latest_rank: '4', gender: 'F' });
    expect(stats.get('William se')).toMatchObject({ latest_year: '2022', latest_rank: '2', gender: 'M' });
    expect(tags('Alice')).toContain('scandinavian');
  });

  it("makes Manaia unisex as New Zealand gives it, beside Nikau, a boy's name there", () => {
    expect(stats.get('Manaia nz')).toMatchObject({ gender: 'N', latest_year: '2020' });
    expect(names.get('Manaia')?.gender).toBe('N');
    expect(stats.get('Nikau nz')).toMatchObject({ gender: 'M', latest_rank: '73' });
    for (const name of ['Manaia', 'Nikau']) {
      expect(popularIn(name), name).toEqual(['nz']);
    }
  });

  it("gives Leipzig's 2020 Emil 68 and Emma 66, and puts both among Leipzig's popular names", () => {
    expect(figure('Emil de-leipzig M', 2020)).toBe('68');
    expect(figure('Emma de-leipzig F', 2020)).toBe('66');
    expect(stats.get('Emil de-leipzig')?.latest_rank).toBe('1');
    for (const name of ['Emil', 'Emma']) {
      expect(popularIn(name), name).toContain('de-leipzig');
    }
  });
});

describe('the quirks of the new files', () => {
  it("cuts Statbel's repeated 2015 regional names to the national figure", () => {
    expect(figure('Fébe be-vlg F', 2015)).toBe('5');
  });

  it("reads South Australia's swapped 2017 files the right way round and leaves its top-100 years as gaps", () => {
    expect(figure('Charlotte au-sa F', 2017)).toBe('132');
    expect(figure('Oliver au-sa M', 2017)).toBe('172');
    expect(series.has('Charlotte au-sa M')).toBe(false);
    // 2018–2023 list the top 100 only: a name outside it has no figure there, but has one in 2024's complete list.
    const rare = [...series].find(
      ([key, s]) => key.endsWith(' au-sa F') && s.counts[2024 - s.firstYear] === '1',
    );
    expect(rare).toBeDefined();
    expect(rare?.[1].counts[2020 - (rare[1].firstYear ?? 0)]).toBe('-');
  });

  it('keeps registry placeholders and Cologne\'s "ohne" out of the catalogue', () => {
    for (const name of ['Unnamed', 'Baby', 'Twin', 'Ohne', 'Not']) {
      expect(names.has(name), name).toBe(false);
    }
  });

  it('counts Belgium once: the regions add their own figures and places, not a second vote on gender', () => {
    // Lou is unisex in Flanders (38 % girls) and in Belgium as a whole; the regions repeat be.csv's births.
    expect(stats.get('Lou be')?.gender).toBe('N');
    expect(popularIn('Lou')).toEqual(expect.arrayContaining(['be', 'be-vlg', 'be-wal', 'be-bru']));
  });
});

describe('series that ended', () => {
  it('shows them with their last year and never calls a name rising on data that stopped', () => {
    for (const [key, row] of stats) {
      if (Number(row.latest_year) < 2022) {
        expect(row.trend, key).toBe('');
      }
    }
    expect(stats.get('Daan nl')).toMatchObject({ latest_year: '2014', latest_rank: '1', trend: '' });
  });
});
