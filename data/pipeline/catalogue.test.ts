/** Checks on the committed catalogue files `data/names.csv` and `data/popularity.csv`. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES, RANK_YEARS, RECENT_TO, SPEC_TAG_MINIMUMS, shareOf } from './config';
import type { Country } from './config';
import { formatCsv, readCsv } from './csv';
import { readNationalBirths } from './national-births';
import { nameKey } from './normalise';
import { NAMES_HEADER, POPULARITY_HEADER } from './write-catalogue';

const dataDir = path.resolve(import.meta.dirname, '..');

interface Row {
  name: string;
  gender: string;
  origin: string;
  tags: string[];
  meaning: string;
}

let namesText = '';
let popularityText = '';
let names: Row[] = [];
let byName = new Map<string, Row>();
let series = new Map<string, Set<string>>();
/** Births per name and country in the country's rank window (its last RANK_YEARS years up to RECENT_TO). */
let rankBirths = new Map<string, Map<string, number>>();

function row(name: string): Row {
  const found = byName.get(name);
  if (found === undefined) {
    throw new Error(`${name} is not in names.csv`);
  }
  return found;
}

beforeAll(() => {
  namesText = readFileSync(path.join(dataDir, 'names.csv'), 'utf8');
  popularityText = readFileSync(path.join(dataDir, 'popularity.csv'), 'utf8');
  names = readCsv(namesText, 'names.csv')
    .slice(1)
    .map(([name = '', gender = '', origin = '', tags = '', meaning = '']) => ({
      name,
      gender,
      origin,
      tags: tags.split('|'),
      meaning,
    }));
  byName = new Map(names.map((n) => [n.name, n]));
  series = new Map();
  const rows = readCsv(popularityText, 'popularity.csv').slice(1);
  const lastYear = new Map<string, number>();
  for (const [name = '', country = '', , firstYear = '', counts = ''] of rows) {
    series.set(name, new Set([...(series.get(name) ?? []), country]));
    const last = Number(firstYear) + counts.split(' ').length - 1;
    lastYear.set(country, Math.max(last, lastYear.get(country) ?? 0));
  }
  rankBirths = new Map();
  for (const [name = '', country = '', , firstYear = '', counts = ''] of rows) {
    const to = Math.min(RECENT_TO, lastYear.get(country) ?? 0);
    const births = counts
      .split(' ')
      .map((count) => (count === '-' ? 0 : Number(count)))
      .reduce((sum, count, i) => {
        const year = Number(firstYear) + i;
        return year > to - RANK_YEARS && year <= to ? sum + count : sum;
      }, 0);
    const byCountry = rankBirths.get(name) ?? new Map<string, number>();
    byCountry.set(country, (byCountry.get(country) ?? 0) + births);
    rankBirths.set(name, byCountry);
  }
});

const tagged = (tag: string): Set<string> =>
  new Set(names.filter((n) => n.tags.includes(tag)).map((n) => n.name));

describe('names.csv', () => {
  it('is LF-only UTF-8 CSV with the exact header and a field per column in every row, quoted only where needed', () => {
    expect(namesText.includes('\r')).toBe(false);
    const rows = readCsv(namesText, 'names.csv');
    expect(rows[0]).toEqual([...NAMES_HEADER]);
    expect(rows.every((r) => r.length === NAMES_HEADER.length)).toBe(true);
    expect(formatCsv(rows)).toBe(namesText);
    expect(namesText).toBe(namesText.normalize('NFC'));
  });

  it('has between 5,000 and 20,000 unique names', () => {
    expect(names.length).toBeGreaterThanOrEqual(5_000);
    expect(names.length).toBeLessThanOrEqual(20_000);
    expect(new Set(names.map((n) => nameKey(n.name))).size).toBe(names.length);
  });

  it('has valid genders, tag slugs and empty meanings', () => {
    for (const n of names) {
      expect(['F', 'M', 'N']).toContain(n.gender);
      for (const tag of n.tags.filter((t) => t !== '')) {
        expect(tag).toMatch(/^[a-z][a-z-]*$/);
      }
      expect(n.meaning).toBe('');
    }
  });

  it('covers every spec tag well', () => {
    for (const [tag, minimum] of Object.entries(SPEC_TAG_MINIMUMS)) {
      expect(names.filter((n) => n.tags.includes(tag)).length, tag).toBeGreaterThanOrEqual(minimum);
    }
  });

  it('contains no placeholders or single letters', () => {
    for (const junk of ['Unnamed', 'Unknown', 'Baby', 'Infant', 'Boy', 'Girl', 'Babygirl', 'Notnamed']) {
      expect(byName.has(junk), junk).toBe(false);
    }
    expect(names.some((n) => [...n.name].length < 2 || /\d/.test(n.name))).toBe(false);
  });

  it('agrees with the sources on well-known names', () => {
    expect(row('Emma').gender).toBe('F');
    expect([...(series.get('Emma') ?? [])]).toEqual(expect.arrayContaining(['nl', 'fr']));
    expect(row('Noah').gender).toBe('M');
    expect(row('Charlie').gender).toBe('N');
    expect(row('Robin').gender).toBe('N');
    expect(row('Sofía').tags).toContain('spanish');
    expect(row('Sofia').tags).toEqual(expect.arrayContaining(['greek', 'italian']));
    expect(byName.has('Léo')).toBe(true);
    expect(row('Daan').gender).toBe('M');
    expect([...(series.get('Daan') ?? [])]).toContain('nl');
    expect([...(series.get('Olivia') ?? [])]).toEqual(expect.arrayContaining(['ew', 'us']));
    expect(byName.has('Sophie') && byName.has('Sofie')).toBe(true);
    expect(row('Emma').tags).toEqual(expect.arrayContaining(['english', 'netherlands']));
  });

  it('ranks popular names first', () => {
    const rank = (name: string): number => names.findIndex((n) => n.name === name);
    expect(rank('Emma')).toBeLessThan(50);
    expect(rank('Emma')).toBeLessThan(rank('Sofie'));
  });

  it("ranks names given across the countries first, not one country's favourites", () => {
    const top50 = new Set(names.slice(0, 50).map((n) => n.name));
    const top100 = new Set(names.slice(0, 100).map((n) => n.name));
    for (const name of ['Emma', 'Noah', 'Olivia', 'Lucas', 'Liam', 'Mila', 'Julia', 'Sophie', 'Charlotte']) {
      expect(top50.has(name), `${name} in the top 50`).toBe(true);
    }
    // Louis is given in France, Belgium and England & Wales; among sixteen countries it stays in the top 100.
    expect(top100.has('Louis'), 'Louis in the top 100').toBe(true);
    for (const name of ['Francesco', 'Gabriele', 'Alessia', 'Riccardo', 'Davide']) {
      expect(top100.has(name), `${name} not in the top 100`).toBe(false);
    }
    expect(top50.has('Giulia'), 'Giulia not in the top 50').toBe(false);
  });

  it('lets no single country dominate the top 100', () => {
    // Shares in the rank window as the pipeline's rank computes them, except that the denominator is the births of
    // all catalogue names (88–99 % of each series' recorded births; the national births for the top lists).
    const totals = new Map<string, number>();
    for (const byCountry of rankBirths.values()) {
      for (const [country, births] of byCountry) {
        totals.set(country, (totals.get(country) ?? 0) + births);
      }
    }
    const nationalBirths = readNationalBirths();
    for (const country of COUNTRIES.filter((c) => shareOf(c) === 'national')) {
      const to = Math.min(RECENT_TO, Math.max(...(nationalBirths.get(country)?.births.keys() ?? [])));
      let births = 0;
      for (const [year, count] of nationalBirths.get(country)?.births ?? []) {
        births += year > to - RANK_YEARS && year <= to ? count : 0;
      }
      totals.set(country, births);
    }
    const strongest = new Map<string, number>();
    for (const n of names.slice(0, 100)) {
      let best: { country: string; share: number } = { country: '', share: 0 };
      for (const [country, births] of rankBirths.get(n.name) ?? []) {
        if (shareOf(country as Country) === 'none') {
          continue;
        }
        const share = births / (totals.get(country) ?? 1);
        if (share > best.share) {
          best = { country, share };
        }
      }
      strongest.set(best.country, (strongest.get(best.country) ?? 0) + 1);
    }
    const italian: Country = 'it';
    expect(strongest.get(italian) ?? 0, 'top-100 names whose largest share is Italian').toBeLessThanOrEqual(
      15,
    );
    for (const [country, count] of strongest) {
      expect(count, `top-100 names whose largest share is ${country}`).toBeLessThanOrEqual(35);
    }
  });
});

describe('tags', () => {
  it('mean "common there": Greek names for greek, not names rare in Greece', () => {
    const greek = tagged('greek');
    for (const name of ['Georgios', 'Eleni', 'Dimitrios', 'Konstantinos', 'Nikolaos', 'Ioanna', 'Vasiliki']) {
      expect(greek.has(name), `greek has ${name}`).toBe(true);
    }
    for (const name of ['Adam', 'Emma', 'Noah']) {
      expect(greek.has(name), `greek lacks ${name}`).toBe(false);
    }
  });

  it('give spanish, netherlands and english to the names typical there', () => {
    const spanish = tagged('spanish');
    for (const name of ['Lucía', 'Hugo', 'Javier', 'Pablo', 'Carmen']) {
      expect(spanish.has(name), `spanish has ${name}`).toBe(true);
    }
    // Noah is 40th of Spain's boys in 2024 (INE), so it earns spanish; Daan never appears in INE's lists.
    expect(spanish.has('Daan')).toBe(false);
    const dutch = tagged('netherlands');
    for (const name of ['Daan', 'Sem', 'Jasmijn', 'Emma']) {
      expect(dutch.has(name), `netherlands has ${name}`).toBe(true);
    }
    const english = tagged('english');
    for (const name of ['Oliver', 'Amelia', 'Olivia', 'Harry']) {
      expect(english.has(name), `english has ${name}`).toBe(true);
    }
    for (const name of ['Giulia', 'Francesco', 'Georgios']) {
      expect(english.has(name), `english lacks ${name}`).toBe(false);
    }
  });
});

describe('popularity.csv', () => {
  it('has the exact header and well-formed rows that follow names.csv order', () => {
    expect(popularityText.includes('\r')).toBe(false);
    const rows = readCsv(popularityText, 'popularity.csv');
    expect(rows[0]).toEqual([...POPULARITY_HEADER]);
    const rank = new Map(names.map((n, i) => [n.name, i]));
    let previous = { rank: -1, id: '' };
    const countries: readonly string[] = COUNTRIES;
    for (const [name = '', country = '', sex = '', firstYear = '', counts = '', ...rest] of rows.slice(1)) {
      expect(rest).toEqual([]);
      const at = rank.get(name);
      expect(at, name).toBeDefined();
      expect(countries).toContain(country);
      expect(['F', 'M']).toContain(sex);
      expect(Number(firstYear)).toBeGreaterThanOrEqual(1978);
      const values = counts.split(' ');
      expect(
        values.every((v) => v === '-' || /^\d+$/.test(v)),
        `${name} ${country} ${sex}`,
      ).toBe(true);
      expect(Number(values[0])).toBeGreaterThan(0);
      expect(Number(values[values.length - 1])).toBeGreaterThan(0);
      const current = { rank: at ?? -1, id: `${country} ${sex}` };
      expect(
        current.rank > previous.rank || (current.rank === previous.rank && current.id > previous.id),
      ).toBe(true);
      previous = current;
    }
  });

  it('stays compact', () => {
    expect(Buffer.byteLength(popularityText)).toBeLessThan(10_000_000);
  });
});
