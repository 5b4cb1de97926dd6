import type { NameItem } from '@name-swiper/contract/names';
import type { StatisticsCountry, Trend } from '@name-swiper/contract/constants';
import { doubleMetaphone } from 'double-metaphone';
import { syllable } from 'syllable';
import createHyphenator from 'hyphen';
import dutchPatterns from 'hyphen/patterns/nl.js';

/**
 * What a name looks and sounds like and when it was popular, per catalogue ordinal: the features the deck's
 * filters and its learned order work with. Computed once per catalogue version.
 */
export interface NameTraits {
  /** Letters, not counting hyphens, apostrophes and spaces. */
  letters: Uint8Array;
  /** Spoken syllables: Dutch hyphenation patterns for Dutch names, `syllable` for the rest. */
  syllables: Uint8Array;
  /** First letter without accents, lower case (é → e). */
  initials: readonly string[];
  /** Last two letters without accents, lower case ('a' for a one-letter name). */
  endings: readonly string[];
  /** Double Metaphone primary code: names that sound alike share it (Sofia, Sophia: SF). */
  sounds: readonly string[];
  /**
   * Peak year in the longest-running series that carries the name (the one with most recent births among them);
   * 0 when no series reaches back far enough to say whether it peaked before or after 1990.
   */
  peakYears: Int16Array;
  /** 1 when births are rising over the last ten years in the series with most recent births. */
  rising: Uint8Array;
}

/** A name's figures in one statistics series (a row of `name_countries`). */
export interface SeriesFigures {
  name_id: string;
  country: StatisticsCountry;
  recent_births: number;
  peak_year: number;
  trend: Trend | null;
}

/** A series that starts after this year cannot tell a name that peaked in 1970 from one that peaked at its start. */
const ERA_SERIES_STARTS_BY = 1980;
const DUTCH_PLACES = new Set(['nl', 'be-vlg', 'be']);
const SOFT_HYPHEN = '\u00AD';
/**
 * From the CommonJS factory and the pattern file: Node's ES module loader cannot take the named `hyphenateSync`
 * of `hyphen/nl` (a directory import whose exports it cannot see), which stopped the compiled server and tsx.
 */
const hyphenateDutch = createHyphenator(dutchPatterns, { hyphenChar: SOFT_HYPHEN, minWordLength: 1 });

const folded = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}]/gu, '');

/** A spelling's first letter without accents, lower case, and its number of letters (for any name, ours or not). */
export function spellingTraits(name: string): { initial: string; letters: number } {
  const letters = Array.from(folded(name));
  return { initial: letters[0] ?? '', letters: letters.length };
}

function isDutch(item: NameItem): boolean {
  const main = item.popularIn[0];
  return main !== undefined ? DUTCH_PLACES.has(main) : item.originLanguages[0] === 'nl';
}

function dutchSyllables(word: string): number {
  const hyphenated = hyphenateDutch(word);
  return typeof hyphenated === 'string' ? hyphenated.split(SOFT_HYPHEN).length : 1;
}

function syllableCount(item: NameItem): number {
  const words = item.name.split(/[\s-]+/).filter((word) => word !== '');
  const count = words.reduce(
    (sum, word) => sum + (isDutch(item) ? dutchSyllables(word) : Math.max(1, syllable(word))),
    0,
  );
  return Math.min(255, Math.max(1, count));
}

/**
 * The traits of every name of the catalogue. `seriesStarts` is the first year of each statistics series; figures
 * of series that start too late for an era are used for the trend only.
 */
export function buildNameTraits(
  items: readonly NameItem[],
  ordinalOf: ReadonlyMap<string, number>,
  figures: readonly SeriesFigures[],
  seriesStarts: ReadonlyMap<string, number>,
): NameTraits {
  const peakYears = new Int16Array(items.length);
  const rising = new Uint8Array(items.length);
  const peakBirths = new Float64Array(items.length).fill(-1);
  const trendBirths = new Float64Array(items.length).fill(-1);
  for (const row of figures) {
    const ordinal = ordinalOf.get(row.name_id);
    if (ordinal === undefined) {
      continue;
    }
    if (row.recent_births > (trendBirths[ordinal] ?? 0)) {
      trendBirths[ordinal] = row.recent_births;
      rising[ordinal] = row.trend === 'rising' ? 1 : 0;
    }
    const start = seriesStarts.get(row.country);
    if (
      start !== undefined &&
      start <= ERA_SERIES_STARTS_BY &&
      row.recent_births > (peakBirths[ordinal] ?? 0)
    ) {
      peakBirths[ordinal] = row.recent_births;
      peakYears[ordinal] = row.peak_year;
    }
  }
  const spellings = items.map((item) => Array.from(folded(item.name)));
  return {
    letters: Uint8Array.from(spellings, (letters) => Math.min(255, letters.length)),
    syllables: Uint8Array.from(items, syllableCount),
    initials: spellings.map((letters) => letters[0] ?? ''),
    endings: spellings.map((letters) => letters.slice(-2).join('')),
    sounds: items.map((item) => doubleMetaphone(item.name)[0]),
    peakYears,
    rising,
  };
}
