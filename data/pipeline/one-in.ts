/**
 * How common a name will be in class: "about 1 in N girls born in Flanders in 2025 was named Noor" (countries.csv
 * columns `one_in`, `one_in_sex`, `one_in_bound`), for the series' last year. N is the births of the year (of the
 * name's sex where the births are known per sex) over the name's births, from figures the sources publish only:
 * - a series that lists every child (no threshold) counts its own births: about 1 in N;
 * - a series that leaves out names given fewer than a few times (SOURCE_MIN_COUNT) records fewer births than were
 *   born, so N is at least the figure: "1 in at least N";
 * - Norway's fixed list of 1,800 names likewise;
 * - a top list (NL, IT, ES) takes the year's live births of both sexes from national-births.csv: about 1 in N babies;
 * - a top list without published births (New South Wales) and a top-list year of an otherwise complete series
 *   (South Australia 2018–2023) give no line: no total is invented.
 * A name without a figure in the last year (not listed, or below the threshold) has no line.
 */
import { COUNTRY_INFO, shareOf } from './config';
import type { Country } from './config';
import type { NationalBirths } from './national-births';
import type { CountrySeries, NameSeries } from './read-popularity';

/**
 * The smallest yearly count each source publishes (SOURCES.md, "Common format"): 1 where every child is in the file.
 * Top lists are read against national births instead and are not listed.
 */
export const SOURCE_MIN_COUNT: Readonly<Partial<Record<Country, number>>> = {
  us: 5,
  fr: 5,
  be: 5,
  ew: 3,
  'be-vlg': 5,
  'be-wal': 5,
  'be-bru': 5,
  sct: 1,
  nir: 3,
  ie: 3,
  // 10 before 2022; 2022, the last year, goes down to 2.
  se: 2,
  nz: 10,
  'au-sa': 1,
  // 6 for girls, 5 for boys.
  'ca-on': 5,
  'at-vie': 1,
  'de-berlin': 1,
  'de-koeln': 1,
  'de-leipzig': 1,
  'de-muenchen': 1,
};

export type OneInBasis =
  | { kind: 'complete' }
  | { kind: 'threshold'; minCount: number }
  | { kind: 'fixed-list' }
  | { kind: 'national' }
  | { kind: 'none' };

/** What the births of a series' last year are taken from. */
export function oneInBasis(series: CountrySeries): OneInBasis {
  const { country } = series;
  const { topListYears, topListOnly } = COUNTRY_INFO[country];
  const share = shareOf(country);
  if (
    share === 'none' ||
    (topListYears && series.lastYear >= topListYears.from && series.lastYear <= topListYears.to)
  ) {
    return { kind: 'none' };
  }
  if (share === 'national') {
    return { kind: 'national' };
  }
  if (topListOnly) {
    return { kind: 'fixed-list' };
  }
  const minCount = SOURCE_MIN_COUNT[country];
  if (minCount === undefined) {
    throw new Error(`one-in.ts: SOURCE_MIN_COUNT has no threshold for ${country}`);
  }
  return minCount <= 1 ? { kind: 'complete' } : { kind: 'threshold', minCount };
}

export interface OneIn {
  /** 1 in `oneIn` children (of `sex`, or of both sexes when undefined) born in the series' last year. */
  oneIn: number;
  sex?: 'F' | 'M';
  bound: 'about' | 'at-least';
}

/**
 * N shown to two significant figures (113 → 110, 1,567 → 1,600), whole numbers below 100. A lower bound is rounded
 * down, so that it stays a lower bound.
 */
export function roundOneIn(value: number, bound: OneIn['bound']): number {
  const step = value < 100 ? 1 : 10 ** (Math.floor(Math.log10(value)) - 1);
  const rounded = (bound === 'at-least' ? Math.floor(value / step) : Math.round(value / step)) * step;
  return Math.max(1, rounded);
}

/** The "1 in N" of a name in a series' last year, or undefined where the figures cannot give one. */
export function oneInOf(
  series: CountrySeries,
  entry: NameSeries,
  nationalBirths: ReadonlyMap<string, NationalBirths>,
): OneIn | undefined {
  const basis = oneInBasis(series);
  const index = series.lastYear - series.firstYear;
  const girls = entry.female[index] ?? 0;
  const boys = entry.male[index] ?? 0;
  if (basis.kind === 'none' || girls + boys === 0) {
    return undefined;
  }
  if (basis.kind === 'national') {
    const births = nationalBirths.get(series.country)?.births.get(series.lastYear);
    return births === undefined
      ? undefined
      : { oneIn: roundOneIn(births / (girls + boys), 'about'), bound: 'about' };
  }
  const sex = girls >= boys ? 'F' : 'M';
  const recorded = (sex === 'F' ? series.sexTotals.female : series.sexTotals.male)[index] ?? 0;
  const bound = basis.kind === 'complete' ? 'about' : 'at-least';
  return { oneIn: roundOneIn(recorded / (sex === 'F' ? girls : boys), bound), sex, bound };
}
