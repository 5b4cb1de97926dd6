/** Reads the national birth-name series `popularity/<country>.csv` into per-name yearly counts. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { COUNTRIES, COUNTRY_INFO, POPULARITY_FROM, RANK_YEARS, RECENT_FROM, RECENT_TO } from './config';
import type { Country } from './config';
import { readCsv } from './csv';
import { isJunkName } from './junk-filter';
import { nameKey } from './normalise';

export interface NameSeries {
  /** Female births per year, index = year - CountrySeries.firstYear. */
  female: number[];
  /** Male births per year, same indexing. */
  male: number[];
  /** Births (all kept years) per exact published spelling. */
  spellings: Map<string, number>;
}

export interface CountrySeries {
  country: Country;
  /** First year kept: the source's first year or POPULARITY_FROM, whichever is later. */
  firstYear: number;
  /** The source's last year. */
  lastYear: number;
  /** All recorded births (junk names included) per year, same indexing. */
  totals: number[];
  /** Per name key (see nameKey); junk spellings are left out. */
  names: Map<string, NameSeries>;
}

const HEADER = 'year,sex,name,count';

/** Parses the text of one popularity file. */
export function parsePopularity(country: Country, text: string): CountrySeries {
  const file = `popularity/${country}.csv`;
  const rows = readCsv(text, file);
  const header = rows[0]?.join(',');
  if (header !== HEADER) {
    throw new Error(`${file}: line 1: unexpected header ${String(header)}`);
  }
  const years: number[] = [];
  const female: boolean[] = [];
  const names: string[] = [];
  const counts: number[] = [];
  let sourceFirst = Number.POSITIVE_INFINITY;
  let sourceLast = Number.NEGATIVE_INFINITY;
  for (let i = 1; i < rows.length; i++) {
    const [yearText, sex, name, countText] = rows[i] ?? [];
    const year = Number(yearText);
    const count = Number(countText);
    if (
      !Number.isInteger(year) ||
      !Number.isInteger(count) ||
      name === undefined ||
      (sex !== 'F' && sex !== 'M')
    ) {
      throw new Error(`${file}: line ${i + 1}: bad row ${String(rows[i]?.join(','))}`);
    }
    sourceFirst = Math.min(sourceFirst, year);
    sourceLast = Math.max(sourceLast, year);
    if (year >= POPULARITY_FROM) {
      years.push(year);
      female.push(sex === 'F');
      names.push(name);
      counts.push(count);
    }
  }
  const firstYear = Math.max(POPULARITY_FROM, sourceFirst);
  const length = sourceLast - firstYear + 1;
  const totals = new Array<number>(length).fill(0);
  const series = new Map<string, NameSeries>();
  for (let i = 0; i < years.length; i++) {
    const index = (years[i] ?? 0) - firstYear;
    const count = counts[i] ?? 0;
    const name = (names[i] ?? '').normalize('NFC').trim();
    totals[index] = (totals[index] ?? 0) + count;
    if (isJunkName(name)) {
      continue;
    }
    const key = nameKey(name);
    let entry = series.get(key);
    if (entry === undefined) {
      entry = {
        female: new Array<number>(length).fill(0),
        male: new Array<number>(length).fill(0),
        spellings: new Map(),
      };
      series.set(key, entry);
    }
    const bySex = female[i] === true ? entry.female : entry.male;
    bySex[index] = (bySex[index] ?? 0) + count;
    entry.spellings.set(name, (entry.spellings.get(name) ?? 0) + count);
  }
  return { country, firstYear, lastYear: sourceLast, totals, names: series };
}

/** Reads every country's file from `<dataDir>/popularity/`. */
export function readPopularity(dataDir: string): CountrySeries[] {
  return COUNTRIES.map((country) =>
    parsePopularity(country, readFileSync(path.join(dataDir, 'popularity', `${country}.csv`), 'utf8')),
  );
}

/** A span of years, both ends included. */
export interface YearWindow {
  from: number;
  to: number;
}

/** The recent window (RECENT_FROM–RECENT_TO) cut to the years the series has. */
export function recentWindow(series: CountrySeries): YearWindow {
  return { from: Math.max(RECENT_FROM, series.firstYear), to: Math.min(RECENT_TO, series.lastYear) };
}

/** The rank window: the series' last RANK_YEARS years up to RECENT_TO (NL 2005–2014, IT 2009–2018, ...). */
export function rankWindow(series: CountrySeries): YearWindow {
  const to = Math.min(RECENT_TO, series.lastYear);
  return { from: Math.max(series.firstYear, to - RANK_YEARS + 1), to };
}

/** Sum of `values` (indexed from series.firstYear) over a window; the recent window by default. */
export function sumRecent(
  series: CountrySeries,
  values: readonly number[],
  window: YearWindow = recentWindow(series),
): number {
  let sum = 0;
  for (let year = window.from; year <= window.to; year++) {
    sum += values[year - series.firstYear] ?? 0;
  }
  return sum;
}

/**
 * Estimated national births of a country in a window: the recorded births divided by the country's coverage
 * (1 for complete series; the top-N lists of NL and IT hold only part of the births, see COUNTRY_INFO).
 */
export function nationalBirths(series: CountrySeries, window: YearWindow = recentWindow(series)): number {
  return sumRecent(series, series.totals, window) / COUNTRY_INFO[series.country].coverage;
}

/** Female and male births of a name in a window, the recent one by default (zeros when never recorded). */
export function recentBirths(
  series: CountrySeries,
  key: string,
  window: YearWindow = recentWindow(series),
): { female: number; male: number } {
  const entry = series.names.get(key);
  if (entry === undefined) {
    return { female: 0, male: 0 };
  }
  return { female: sumRecent(series, entry.female, window), male: sumRecent(series, entry.male, window) };
}
