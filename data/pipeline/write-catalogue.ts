import { CATALOGUE_COLUMNS } from '@name-swiper/contract/catalogue-columns';
/** Formats and writes `names.csv`, `popularity.csv` and `countries.csv` (formats: docs/catalogue-files.md). */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Country } from './config';
import type { CountryStats } from './country-stats';
import { formatCsv } from './csv';
import type { Gender } from './assign-gender';

export interface CatalogueName {
  name: string;
  gender: Gender;
  origin: string;
  tags: readonly string[];
  meaning: string;
  /** Place codes, best rank first (decision 75). */
  popularIn: readonly string[];
  /** Wiktionary language codes of the etymological origin. */
  originLanguages: readonly string[];
}

/** One sex of a name in a series; null = no figure. */
export interface PopularityRow {
  name: string;
  country: Country;
  sex: 'F' | 'M';
  firstYear: number;
  counts: readonly (number | null)[];
}

export interface CountryRow extends CountryStats {
  name: string;
}

export const NAMES_HEADER = CATALOGUE_COLUMNS.names;
export const POPULARITY_HEADER = CATALOGUE_COLUMNS.popularity;
export const COUNTRIES_HEADER = CATALOGUE_COLUMNS.countries;

/**
 * Cuts the years without births (0 or no figure) off both ends of a yearly series starting at `firstYear`;
 * undefined when no year has births.
 */
export function trimYears(
  firstYear: number,
  counts: readonly (number | null)[],
): { firstYear: number; counts: (number | null)[] } | undefined {
  const hasBirths = (count: number | null | undefined): boolean => (count ?? 0) > 0;
  let start = 0;
  while (start < counts.length && !hasBirths(counts[start])) {
    start++;
  }
  let end = counts.length;
  while (end > start && !hasBirths(counts[end - 1])) {
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
    ...names.map((n) => [
      n.name,
      n.gender,
      n.origin,
      n.tags.join('|'),
      n.meaning,
      n.popularIn.join('|'),
      n.originLanguages.join('|'),
    ]),
  ]);
}

export function formatPopularityCsv(rows: readonly PopularityRow[]): string {
  return formatCsv([
    [...POPULARITY_HEADER],
    ...rows.map((r) => [
      r.name,
      r.country,
      r.sex,
      String(r.firstYear),
      r.counts.map((count) => (count === null ? '-' : String(count))).join(' '),
    ]),
  ]);
}

const optional = (value: number | string | undefined): string => (value === undefined ? '' : String(value));

export function formatCountriesCsv(rows: readonly CountryRow[]): string {
  return formatCsv([
    [...COUNTRIES_HEADER],
    ...rows.map((r) => [
      r.name,
      r.country,
      String(r.recentBirths),
      r.femaleShare === undefined ? '' : r.femaleShare.toFixed(4),
      optional(r.gender),
      String(r.latestYear),
      optional(r.latestRank),
      String(r.peakYear),
      optional(r.trend),
      optional(r.oneIn?.oneIn),
      optional(r.oneIn?.sex),
      optional(r.oneIn?.bound),
    ]),
  ]);
}

/** Writes the three catalogue files into `outDir` and returns their sizes in bytes. */
export function writeCatalogue(
  outDir: string,
  names: readonly CatalogueName[],
  popularity: readonly PopularityRow[],
  countries: readonly CountryRow[],
): { namesBytes: number; popularityBytes: number; countriesBytes: number } {
  mkdirSync(outDir, { recursive: true });
  const files = {
    'names.csv': formatNamesCsv(names),
    'popularity.csv': formatPopularityCsv(popularity),
    'countries.csv': formatCountriesCsv(countries),
  };
  for (const [file, text] of Object.entries(files)) {
    writeFileSync(path.join(outDir, file), text);
  }
  return {
    namesBytes: Buffer.byteLength(files['names.csv']),
    popularityBytes: Buffer.byteLength(files['popularity.csv']),
    countriesBytes: Buffer.byteLength(files['countries.csv']),
  };
}
