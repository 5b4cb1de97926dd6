/** Formats and writes `names.csv` and `popularity.csv`. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Country } from './config';
import { formatCsv } from './csv';
import type { Gender } from './assign-gender';

export interface CatalogueName {
  name: string;
  gender: Gender;
  origin: string;
  tags: readonly string[];
  meaning: string;
}

export interface PopularityRow {
  name: string;
  country: Country;
  firstYear: number;
  counts: readonly number[];
}

export const NAMES_HEADER = ['name', 'gender', 'origin', 'tags', 'meaning'] as const;
export const POPULARITY_HEADER = ['name', 'country', 'first_year', 'counts'] as const;

/**
 * Cuts the zero years off both ends of a yearly series starting at `firstYear`; undefined when all are zero.
 */
export function trimZeroYears(
  firstYear: number,
  counts: readonly number[],
): { firstYear: number; counts: number[] } | undefined {
  let start = 0;
  while (start < counts.length && counts[start] === 0) {
    start++;
  }
  let end = counts.length;
  while (end > start && counts[end - 1] === 0) {
    end--;
  }
  if (start === end) {
    return undefined;
  }
  return { firstYear: firstYear + start, counts: counts.slice(start, end) };
}

export function formatNamesCsv(names: readonly CatalogueName[]): string {
  return formatCsv([
    [...NAMES_HEADER],
    ...names.map((n) => [n.name, n.gender, n.origin, n.tags.join('|'), n.meaning]),
  ]);
}

export function formatPopularityCsv(rows: readonly PopularityRow[]): string {
  return formatCsv([
    [...POPULARITY_HEADER],
    ...rows.map((r) => [r.name, r.country, String(r.firstYear), r.counts.join(' ')]),
  ]);
}

/** Writes the two catalogue files into `outDir` and returns their sizes in bytes. */
export function writeCatalogue(
  outDir: string,
  names: readonly CatalogueName[],
  popularity: readonly PopularityRow[],
): { namesBytes: number; popularityBytes: number } {
  mkdirSync(outDir, { recursive: true });
  const namesText = formatNamesCsv(names);
  const popularityText = formatPopularityCsv(popularity);
  writeFileSync(path.join(outDir, 'names.csv'), namesText);
  writeFileSync(path.join(outDir, 'popularity.csv'), popularityText);
  return {
    namesBytes: Buffer.byteLength(namesText),
    popularityBytes: Buffer.byteLength(popularityText),
  };
}
