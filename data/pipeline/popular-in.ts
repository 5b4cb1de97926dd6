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
import { nationalBirths, sumRecent } from './read-popularity';
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

/**
 * The names popular in one series, each with its level (share of the window's births, both sexes): those that reach
 * the cutoff of their sex in at least one year of the window.
 */
export function seriesPopularity(series: CountrySeries): Map<string, PlaceLevel> {
  const window = popularWindow(series);
  const names = [...series.names];
  const popular = new Set<string>();
  for (let year = window.from; year <= window.to; year++) {
    const index = year - series.firstYear;
    for (const sex of ['female', 'male'] as const) {
      const cutoff = popularCutoff(names.map(([, n]) => n[sex][index] ?? 0));
      for (const [key, n] of names) {
        if ((n[sex][index] ?? 0) >= cutoff) {
          popular.add(key);
        }
      }
    }
  }
  const total = nationalBirths(series, window);
  const result = new Map<string, PlaceLevel>();
  for (const key of popular) {
    const n = series.names.get(key);
    if (n === undefined) {
      continue;
    }
    const share = (sumRecent(series, n.female, window) + sumRecent(series, n.male, window)) / total;
    result.set(key, {
      place: series.country,
      tag: COUNTRY_INFO[series.country].tag,
      level: Math.log2(share * 100),
    });
  }
  return result;
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
