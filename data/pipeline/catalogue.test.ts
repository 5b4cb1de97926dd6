/** Checks on the committed catalogue files `data/names.csv` and `data/popularity.csv`. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES, SPEC_TAG_MINIMUMS } from './config';
import { formatCsv, parseCsv } from './csv';
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
  names = parseCsv(namesText)
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
  for (const [name = '', country = ''] of parseCsv(popularityText).slice(1)) {
    series.set(name, new Set([...(series.get(name) ?? []), country]));
  }
});

describe('names.csv', () => {
  it('is LF-only UTF-8 CSV with the exact header and five fields per row, quoted only where needed', () => {
    expect(namesText.includes('\r')).toBe(false);
    const rows = parseCsv(namesText);
    expect(rows[0]).toEqual([...NAMES_HEADER]);
    expect(rows.every((r) => r.length === 5)).toBe(true);
    expect(formatCsv(rows)).toBe(namesText);
    expect(namesText).toBe(namesText.normalize('NFC'));
  });

  it('has between 5,000 and 20,000 unique names', () => {
    expect(names.length).toBeGreaterThanOrEqual(5_000);
    expect(names.length).toBeLessThanOrEqual(20_000);
    expect(new Set(names.map((n) => nameKey(n.name))).size).toBe(names.length);
  });

  it('has valid genders, tag slugs, non-empty origins and empty meanings', () => {
    for (const n of names) {
      expect(['F', 'M', 'N']).toContain(n.gender);
      expect(n.tags.length).toBeGreaterThan(0);
      for (const tag of n.tags) {
        expect(tag).toMatch(/^[a-z][a-z-]*$/);
      }
      expect(n.origin).not.toBe('');
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
    expect(row('Sofia').tags).toContain('spanish');
    expect(row('Sofia').tags.some((t) => t === 'greek' || t === 'italian')).toBe(true);
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
});

describe('popularity.csv', () => {
  it('has the exact header and well-formed rows that follow names.csv order', () => {
    expect(popularityText.includes('\r')).toBe(false);
    const rows = parseCsv(popularityText);
    expect(rows[0]).toEqual([...POPULARITY_HEADER]);
    const rank = new Map(names.map((n, i) => [n.name, i]));
    let previous = { rank: -1, country: '' };
    const countries: readonly string[] = COUNTRIES;
    for (const [name = '', country = '', firstYear = '', counts = '', ...rest] of rows.slice(1)) {
      expect(rest).toEqual([]);
      const at = rank.get(name);
      expect(at, name).toBeDefined();
      expect(countries).toContain(country);
      expect(Number(firstYear)).toBeGreaterThanOrEqual(1978);
      const values = counts.split(' ').map(Number);
      expect(values.every((v) => Number.isInteger(v) && v >= 0)).toBe(true);
      expect(values[0]).toBeGreaterThan(0);
      expect(values[values.length - 1]).toBeGreaterThan(0);
      const current = { rank: at ?? -1, country };
      expect(
        current.rank > previous.rank ||
          (current.rank === previous.rank && current.country > previous.country),
      ).toBe(true);
      previous = current;
    }
  });

  it('stays compact', () => {
    expect(Buffer.byteLength(popularityText)).toBeLessThan(10_000_000);
  });
});
