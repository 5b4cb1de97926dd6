/** Reads the national birth-name series `popularity/<country>.csv` into per-name yearly counts. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkTopList } from './check-top-list';
import type { ListRow } from './check-top-list';
import {
  COUNTRIES,
  COUNTRY_INFO,
  POPULARITY_FROM,
  RANK_YEARS,
  RECENT_FROM,
  RECENT_TO,
  shareOf,
} from './config';
import type { Country } from './config';
import { readCsv } from './csv';
import { isJunkName } from './junk-filter';
import { nationalBirthsFor } from './national-births';
import type { NationalBirths } from './national-births';
import { nameKey } from './normalise';
import { istatSpellings } from './source-spellings';

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
  /** Per year (same indexing): true when the source publishes that year (Italy lacks 2009). */
  published: boolean[];
  /** All recorded births (junk names included) per year, same indexing. */
  totals: number[];
  /** The same per sex: the recorded girls and boys of each year. */
  sexTotals: { female: number[]; male: number[] };
  /**
   * The births that shares are taken against, per year (see CountryInfo.shareOf): the recorded births, or the
   * national live births (national-births.csv); 0 in years the source lacks, in a complete series' top-list years
   * (South Australia 2018–2023) and everywhere in a series without births (New South Wales). A name's births count
   * towards a share only in years where this is above 0.
   */
  births: number[];
  /** Per name key (see nameKey); junk spellings are left out. */
  names: Map<string, NameSeries>;
}

const HEADER = 'year,sex,name,count';

/** Parses the text of one popularity file; top lists take their yearly national births from `nationalBirths`. */
export function parsePopularity(
  country: Country,
  text: string,
  nationalBirths: ReadonlyMap<string, NationalBirths>,
): CountrySeries {
  const file = `popularity/${country}.csv`;
  const rows = readCsv(text, file);
  const header = rows[0]?.join(',');
  if (header !== HEADER) {
    throw new Error(`${file}: line 1: unexpected header ${String(header)}`);
  }
  const parsed: ListRow[] = [];
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
    parsed.push({ year, female: sex === 'F', name: name.normalize('NFC').trim(), count, line: i + 1 });
  }
  const { listSize, topListYears } = COUNTRY_INFO[country];
  if (listSize !== undefined) {
    checkTopList(file, parsed, listSize);
  }
  const spellings =
    country === 'it' ? istatSpellings(parsed.map((row) => row.name)) : new Map<string, string>();

  const sourceFirst = parsed.reduce((min, row) => Math.min(min, row.year), Number.POSITIVE_INFINITY);
  const lastYear = parsed.reduce((max, row) => Math.max(max, row.year), Number.NEGATIVE_INFINITY);
  const firstYear = Math.max(POPULARITY_FROM, sourceFirst);
  const length = lastYear - firstYear + 1;
  const published = new Array<boolean>(length).fill(false);
  const totals = new Array<number>(length).fill(0);
  const sexTotals = { female: new Array<number>(length).fill(0), male: new Array<number>(length).fill(0) };
  const series = new Map<string, NameSeries>();
  // A spelling recurs in every year and sex: its key (null for junk) is worked out once.
  const keys = new Map<string, string | null>();
  for (const row of parsed) {
    const index = row.year - firstYear;
    if (index < 0) {
      continue;
    }
    published[index] = true;
    totals[index] = (totals[index] ?? 0) + row.count;
    const sexTotal = row.female ? sexTotals.female : sexTotals.male;
    sexTotal[index] = (sexTotal[index] ?? 0) + row.count;
    const name = spellings.get(row.name) ?? row.name;
    let key = keys.get(name);
    if (key === undefined) {
      key = isJunkName(name) ? null : nameKey(name);
      keys.set(name, key);
    }
    if (key === null) {
      continue;
    }
    let entry = series.get(key);
    if (entry === undefined) {
      entry = {
        female: new Array<number>(length).fill(0),
        male: new Array<number>(length).fill(0),
        spellings: new Map(),
      };
      series.set(key, entry);
    }
    const bySex = row.female ? entry.female : entry.male;
    bySex[index] = (bySex[index] ?? 0) + row.count;
    entry.spellings.set(name, (entry.spellings.get(name) ?? 0) + row.count);
  }
  const base = shareOf(country);
  const births =
    base === 'national'
      ? listedYearsNationalBirths(country, firstYear, published, nationalBirths)
      : totals.map((total, index) =>
          base === 'none' || isInYears(firstYear + index, topListYears) ? 0 : total,
        );
  return { country, firstYear, lastYear, published, totals, sexTotals, births, names: series };
}

const isInYears = (year: number, years: { from: number; to: number } | undefined): boolean =>
  years !== undefined && year >= years.from && year <= years.to;

/** True in the years where a name missing from the series has no figure (a top list, or a top-list year). */
export function isListedOnly(series: CountrySeries, index: number): boolean {
  const { topListOnly, topListYears } = COUNTRY_INFO[series.country];
  return topListOnly || isInYears(series.firstYear + index, topListYears);
}

function listedYearsNationalBirths(
  country: Country,
  firstYear: number,
  published: readonly boolean[],
  nationalBirths: ReadonlyMap<string, NationalBirths>,
): number[] {
  const years = published.flatMap((isPublished, index) => (isPublished ? [firstYear + index] : []));
  const births = nationalBirthsFor(nationalBirths, country, years);
  return published.map((_, index) => births.get(firstYear + index) ?? 0);
}

/** Reads every country's file from `<dataDir>/popularity/`; regions are capped by their country (capByCountry). */
export function readPopularity(
  dataDir: string,
  nationalBirths: ReadonlyMap<string, NationalBirths>,
): CountrySeries[] {
  const series = COUNTRIES.map((country) =>
    parsePopularity(
      country,
      readFileSync(path.join(dataDir, 'popularity', `${country}.csv`), 'utf8'),
      nationalBirths,
    ),
  );
  for (const region of series) {
    const country = series.find((s) => s.country === COUNTRY_INFO[region.country].within);
    if (country !== undefined) {
      capByCountry(region, country);
    }
  }
  return series;
}

/**
 * A region never records more children with a name than its whole country in the same year and sex. Statbel's 2015
 * girls' lists repeat one name per region (Fébe, Séréna, Teodora: 5 + 5, summed to 10 in SOURCES.md) where the
 * national list has 5 or 6: the repeat is an export glitch, so the regional figure is cut to the national one. The
 * region's recorded totals are left as they are (they change by at most 5 children a year).
 */
export function capByCountry(region: CountrySeries, country: CountrySeries): void {
  for (const [key, entry] of region.names) {
    const whole = country.names.get(key);
    for (const sex of ['female', 'male'] as const) {
      entry[sex].forEach((count, index) => {
        const published = country.published[region.firstYear + index - country.firstYear] === true;
        const cap = whole?.[sex][region.firstYear + index - country.firstYear] ?? 0;
        if (published && count > cap) {
          entry[sex][index] = cap;
        }
      });
    }
  }
}

/**
 * Moves names to other keys (Spain's `lucia` to `lucía`): counts are added to the target, and the spellings are
 * replaced by the target spelling, since the source could not write it.
 */
export function renameNames(series: CountrySeries, renames: ReadonlyMap<string, string>): void {
  for (const [key, spelling] of renames) {
    const entry = series.names.get(key);
    if (entry === undefined) {
      continue;
    }
    series.names.delete(key);
    const targetKey = nameKey(spelling);
    const target = series.names.get(targetKey) ?? {
      female: entry.female.map(() => 0),
      male: entry.male.map(() => 0),
      spellings: new Map<string, number>(),
    };
    entry.female.forEach((count, i) => (target.female[i] = (target.female[i] ?? 0) + count));
    entry.male.forEach((count, i) => (target.male[i] = (target.male[i] ?? 0) + count));
    let moved = 0;
    for (const count of entry.spellings.values()) {
      moved += count;
    }
    target.spellings.set(spelling, (target.spellings.get(spelling) ?? 0) + moved);
    series.names.set(targetKey, target);
  }
}

/**
 * The yearly figures of one sex of a name, null where the series has no figure: a year the source lacks, or (top
 * lists) a year whose list does not reach the name.
 */
export function figures(series: CountrySeries, counts: readonly number[]): (number | null)[] {
  return series.published.map((isPublished, i) => {
    const count = counts[i] ?? 0;
    return !isPublished || (isListedOnly(series, i) && count === 0) ? null : count;
  });
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

/**
 * Sum of `values` (indexed from series.firstYear) over a window, the recent window by default, in the years whose
 * births shares are taken against (see CountrySeries.births).
 */
export function sumRecent(
  series: CountrySeries,
  values: readonly number[],
  window: YearWindow = recentWindow(series),
): number {
  let sum = 0;
  for (let year = window.from; year <= window.to; year++) {
    const index = year - series.firstYear;
    if ((series.births[index] ?? 0) > 0) {
      sum += values[index] ?? 0;
    }
  }
  return sum;
}

/** The births that shares are taken against in a window (see CountrySeries.births), the recent one by default. */
export function nationalBirths(series: CountrySeries, window: YearWindow = recentWindow(series)): number {
  return sumRecent(series, series.births, window);
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
