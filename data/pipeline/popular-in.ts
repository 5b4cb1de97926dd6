/**
 * "Popular in": the places where a name is common, from the birth series (its rank among the names of its sex in
 * recent years) and from the name dictionary's columns for places without statistics.
 */
import type { Place } from '@name-swiper/contract/constants';
import { PLACES } from '@name-swiper/contract/constants';
import {
  COUNTRY_INFO,
  DICTIONARY_CLASS_OFFSET,
  DICTIONARY_PLACES,
  POPULAR_MAX_RANK,
  POPULAR_MIN_BIRTHS,
  POPULAR_MIN_DICTIONARY_CLASS,
  POPULAR_YEARS,
  RECENT_TO,
} from './config';
import { isListedOnly, nationalBirths, sumRecent } from './read-popularity';
import type { CountrySeries, YearWindow } from './read-popularity';

/**
 * A place where a name is common, with its level (log2 of the percentage of births, or people, with the name) and,
 * for a birth series, the name's rank in the series' latest year (countries.csv `latest_rank`).
 */
export interface PlaceLevel {
  place: Place;
  tag: string;
  level: number;
  rank?: number;
}

/** The series' last POPULAR_YEARS years up to RECENT_TO. */
export function popularWindow(series: CountrySeries): YearWindow {
  const to = Math.min(RECENT_TO, series.lastYear);
  return { from: Math.max(series.firstYear, to - POPULAR_YEARS + 1), to };
}

/** The fewest births a name of one sex needs in one year to be among its POPULAR_MAX_RANK most given names. */
export function popularCutoff(counts: readonly number[]): number {
  const given = counts.filter((count) => count > 0).sort((a, b) => b - a);
  const atRank = given[Math.min(POPULAR_MAX_RANK, given.length) - 1] ?? Number.POSITIVE_INFINITY;
  return Math.max(atRank, POPULAR_MIN_BIRTHS);
}

/** The names of one sex that reach the cutoff among `counts` (one figure per name, in the order of `names`). */
function reachCutoff(names: readonly string[], counts: readonly number[], popular: Set<string>): void {
  const cutoff = popularCutoff(counts);
  counts.forEach((count, i) => {
    const key = names[i];
    if (count >= cutoff && key !== undefined) {
      popular.add(key);
    }
  });
}

/**
 * The names popular in one series, each with its level (share of the window's births, both sexes): those that reach
 * the cutoff of their sex in at least one year of the window, or in the window's years together (see POPULAR_YEARS).
 */
export function seriesPopularity(series: CountrySeries): Map<string, PlaceLevel> {
  const window = popularWindow(series);
  const keys = [...series.names.keys()];
  const entries = [...series.names.values()];
  const popular = new Set<string>();
  for (const sex of ['female', 'male'] as const) {
    const together = entries.map(() => 0);
    for (let year = window.from; year <= window.to; year++) {
      const index = year - series.firstYear;
      const counts = entries.map((n) => n[sex][index] ?? 0);
      counts.forEach((count, i) => (together[i] = (together[i] ?? 0) + count));
      reachCutoff(keys, counts, popular);
    }
    if (!isListedOnlyWindow(series, window)) {
      reachCutoff(keys, together, popular);
    }
  }
  // A series without births to take shares against (New South Wales) measures levels against its listed births.
  const shared = nationalBirths(series, window) > 0;
  const sum = (values: readonly number[]): number =>
    shared
      ? sumRecent(series, values, window)
      : values
          .slice(window.from - series.firstYear, window.to - series.firstYear + 1)
          .reduce((a, b) => a + b, 0);
  const total = sum(shared ? series.births : series.totals);
  const result = new Map<string, PlaceLevel>();
  for (const key of popular) {
    const n = series.names.get(key);
    if (n === undefined) {
      continue;
    }
    const share = (sum(n.female) + sum(n.male)) / total;
    result.set(key, {
      place: series.country,
      tag: COUNTRY_INFO[series.country].tag,
      level: share > 0 ? Math.log2(share * 100) : Number.MIN_SAFE_INTEGER,
    });
  }
  return result;
}

/**
 * True when a year of the window lists only part of the names: sums over such years would rank a name by the years
 * it made the list, so only the yearly reading applies.
 */
function isListedOnlyWindow(series: CountrySeries, window: YearWindow): boolean {
  for (let year = window.from; year <= window.to; year++) {
    if (isListedOnly(series, year - series.firstYear)) {
      return true;
    }
  }
  return false;
}

/** The dictionary's places of a name: columns of DICTIONARY_PLACES where its class reaches the minimum. */
export function dictionaryPlaces(classes: ReadonlyMap<string, number>): PlaceLevel[] {
  const places: PlaceLevel[] = [];
  for (const [column, { place, tag }] of Object.entries(DICTIONARY_PLACES)) {
    const value = classes.get(column);
    if (value !== undefined && value >= POPULAR_MIN_DICTIONARY_CLASS) {
      places.push({ place, tag, level: value + DICTIONARY_CLASS_OFFSET });
    }
  }
  return places;
}

/**
 * Places by the name's rank there, as its figures per country show it (decision 75): ranked places first, best rank
 * first, then the places without a rank (the dictionary's); equal ranks by level, then in the order of PLACES.
 */
export function sortPlaces(places: readonly PlaceLevel[]): PlaceLevel[] {
  const rankOf = (place: PlaceLevel) => place.rank ?? Number.POSITIVE_INFINITY;
  return [...places].sort(
    (a, b) =>
      (rankOf(a) === rankOf(b) ? 0 : rankOf(a) < rankOf(b) ? -1 : 1) ||
      b.level - a.level ||
      PLACES.indexOf(a.place) - PLACES.indexOf(b.place),
  );
}
