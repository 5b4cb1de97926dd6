/**
 * Named examples of "popular in", origins, links and name days, checked on the built catalogue: `data/` by default,
 * or the folder in CATALOGUE_DIR (to check a build in a scratch folder before it replaces `data/`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from './csv';

const dir = path.resolve(process.env.CATALOGUE_DIR ?? path.join(import.meta.dirname, '..'));
const read = (file: string): string[][] => readCsv(readFileSync(path.join(dir, file), 'utf8'), file).slice(1);

interface NameRow {
  tags: string[];
  popularIn: string[];
  origin: string;
  originLanguages: string[];
}

let names = new Map<string, NameRow>();
let links: string[] = [];
let nameDays: string[] = [];
let popularity: string[][] = [];

const split = (cell: string): string[] => (cell === '' ? [] : cell.split('|'));
function row(name: string): NameRow {
  const found = names.get(name);
  if (found === undefined) {
    throw new Error(`${name} is not in names.csv`);
  }
  return found;
}

beforeAll(() => {
  names = new Map(
    read('names.csv').map(([name = '', , origin = '', tags = '', , popularIn = '', languages = '']) => [
      name,
      { tags: split(tags), popularIn: split(popularIn), origin, originLanguages: split(languages) },
    ]),
  );
  links = read('links.csv').map((r) => r.join(' '));
  nameDays = read('namedays.csv').map((r) => r.join(' '));
  popularity = read('popularity.csv');
});

/** The top 100 names per sex of a series' latest year (competition ranking on popularity.csv). */
function latestTop100(country: string): string[] {
  const rows = popularity
    .filter(([, c]) => c === country)
    .map(([name = '', , sex = '', first = '', counts = '']) => ({
      name,
      sex,
      first: Number(first),
      counts: counts.split(' '),
    }));
  const latest = Math.max(...rows.map((r) => r.first + r.counts.length - 1));
  const top: string[] = [];
  for (const sex of ['F', 'M']) {
    const births = rows
      .filter((r) => r.sex === sex && r.first + r.counts.length - 1 === latest)
      .map((r) => ({ name: r.name, count: Number(r.counts[r.counts.length - 1]) }))
      .filter((r) => Number.isFinite(r.count))
      .sort((a, b) => b.count - a.count);
    const cutoff = births[99]?.count ?? 0;
    top.push(...births.filter((r) => r.count >= cutoff).map((r) => r.name));
  }
  return top;
}

describe('popular in', () => {
  it('tags every name of the latest US and England & Wales top 100 english', () => {
    for (const country of ['us', 'ew']) {
      const top = latestTop100(country);
      expect(top.length, country).toBeGreaterThanOrEqual(200);
      for (const name of top) {
        expect(row(name).tags, `${name} (${country})`).toContain('english');
        expect(row(name).popularIn, `${name} (${country})`).toContain(country);
      }
    }
    for (const name of ['Sofia', 'Mila', 'Luca']) {
      expect(row(name).tags, name).toContain('english');
    }
  });

  it('gives no place on a handful of births', () => {
    expect(row('Kaito').tags).not.toContain('german');
    expect(row('Kaito').popularIn).not.toContain('de-berlin');
    // Mar is Spanish; the Icelandic boy Már neither lends it Iceland nor pushes Spain out.
    expect(row('Mar').tags).not.toContain('german');
    expect(row('Mar').popularIn).toEqual(['es']);
  });

  it('earns spanish from the INE ranks and greek from the dictionary', () => {
    expect(row('Lucía').popularIn).toContain('es');
    expect(row('Georgios').popularIn).toContain('gr');
    expect(row('Georgios').tags).toContain('greek');
    expect(row('Emma').popularIn).toEqual(
      expect.arrayContaining(['be', 'de-berlin', 'es', 'ew', 'fr', 'it', 'nl', 'us']),
    );
  });
});

describe('origin', () => {
  it('states what Wiktionary states, and nothing else', () => {
    expect(row('Sofia')).toMatchObject({ origin: 'Ancient Greek', originLanguages: ['grc'] });
    expect(row('Emma')).toMatchObject({ origin: 'Germanic', originLanguages: ['gem'] });
    expect(row('Elizabeth')).toMatchObject({ origin: 'Hebrew', originLanguages: ['he'] });
    expect(row('Noah').origin).toBe('');
    expect(row('Andrea').origin).not.toMatch(/Italian|Spanish/);
  });
});

describe('links and name days', () => {
  it('links Zoe, Zoé and Zoë, and not Mar with Már or Mark', () => {
    for (const [a, b] of [
      ['Zoe', 'Zoé'],
      ['Zoe', 'Zoë'],
      ['Zoé', 'Zoë'],
    ]) {
      expect(links).toContain(`${a} variant ${b}`);
      expect(links).toContain(`${b} variant ${a}`);
    }
    expect(links.filter((l) => l.startsWith('Mar '))).toEqual([]);
  });

  it('has equivalents and English nicknames between catalogue names', () => {
    expect(links).toContain('Jan equivalent John');
    expect(links).toContain('John nickname Jack');
    expect(links).toContain('Timothy nickname Tim');
    expect(links).not.toContain('Aaron nickname Erin');
  });

  it('has Czech, Hungarian and Greek name days', () => {
    expect(nameDays).toContain('Adam cz 12 24');
    expect(nameDays).toContain('Adam hu 12 24');
    expect(nameDays).toContain('Alexandros gr 8 30');
  });
});
