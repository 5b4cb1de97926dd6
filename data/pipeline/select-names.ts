/** Chooses the catalogue's names and their order from recent births (plus dictionary-only names for some tags). */
import { DICTIONARY_ONLY_TAGS, MIN_BIRTHS_IN_ONE_COUNTRY, MIN_SCORE, SSA_MAX_LENGTH } from './config';
import type { Country } from './config';
import { tidySpelling } from './normalise';
import type { DictionaryEntry } from './read-dictionary';
import { recentBirths, sumRecent } from './read-popularity';
import type { CountrySeries } from './read-popularity';

export interface SelectedName {
  key: string;
  /** Displayed spelling. */
  name: string;
  /** Sum over countries of the name's share of recent births (0 when it has none). */
  score: number;
  /** Recent share of births per country that recorded the name in the recent window. */
  shares: Map<Country, number>;
  /** `births` when chosen by birth counts, `dictionary` when added for a dictionary-only tag. */
  reason: 'births' | 'dictionary';
}

/** Compares strings by UTF-16 code units, independent of the locale. */
export function compareText(a: string, b: string): number {
  if (a < b) {
    return -1;
  }
  return a > b ? 1 : 0;
}

/** The most frequent spelling (ties: code-point order), tidied; undefined when there is none. */
export function pickSpelling(counts: ReadonlyMap<string, number>): string | undefined {
  let best: string | undefined;
  let bestCount = -1;
  for (const [spelling, count] of counts) {
    if (count > bestCount || (count === bestCount && best !== undefined && compareText(spelling, best) < 0)) {
      best = spelling;
      bestCount = count;
    }
  }
  return best === undefined ? undefined : tidySpelling(best);
}

/** True for names that look like SSA's 15-character truncation: that long and recorded by the US alone. */
export function isTruncationSuspect(key: string, countriesWithBirths: readonly Country[]): boolean {
  return (
    [...key].length >= SSA_MAX_LENGTH && countriesWithBirths.length === 1 && countriesWithBirths[0] === 'us'
  );
}

export function selectNames(
  series: readonly CountrySeries[],
  dictionary: ReadonlyMap<string, DictionaryEntry>,
): SelectedName[] {
  const recentTotals = new Map<Country, number>(series.map((s) => [s.country, sumRecent(s, s.totals)]));
  const keys = new Set<string>();
  for (const s of series) {
    for (const key of s.names.keys()) {
      keys.add(key);
    }
  }

  const describe = (key: string): { score: number; maxBirths: number; shares: Map<Country, number> } => {
    let score = 0;
    let maxBirths = 0;
    const shares = new Map<Country, number>();
    for (const s of series) {
      const { female, male } = recentBirths(s, key);
      const births = female + male;
      const total = recentTotals.get(s.country) ?? 0;
      if (births > 0 && total > 0) {
        shares.set(s.country, births / total);
        score += births / total;
        maxBirths = Math.max(maxBirths, births);
      }
    }
    return { score, maxBirths, shares };
  };

  const spellingOf = (key: string): string | undefined => {
    const counts = new Map<string, number>();
    for (const s of series) {
      for (const [spelling, count] of s.names.get(key)?.spellings ?? []) {
        counts.set(spelling, (counts.get(spelling) ?? 0) + count);
      }
    }
    return pickSpelling(counts);
  };

  const byBirths: SelectedName[] = [];
  for (const key of keys) {
    const { score, maxBirths, shares } = describe(key);
    if (score < MIN_SCORE || maxBirths < MIN_BIRTHS_IN_ONE_COUNTRY) {
      continue;
    }
    const withBirths = series.filter((s) => s.names.has(key)).map((s) => s.country);
    const name = spellingOf(key);
    if (name === undefined || (isTruncationSuspect(key, withBirths) && !dictionary.has(key))) {
      continue;
    }
    byBirths.push({ key, name, score, shares, reason: 'births' });
  }
  byBirths.sort((a, b) => b.score - a.score || compareText(a.key, b.key));

  const chosen = new Set(byBirths.map((n) => n.key));
  const extra: { entry: SelectedName; dictionaryClass: number }[] = [];
  for (const [key, entry] of dictionary) {
    if (chosen.has(key)) {
      continue;
    }
    let dictionaryClass = Number.NEGATIVE_INFINITY;
    for (const { column, minClass } of Object.values(DICTIONARY_ONLY_TAGS)) {
      const value = entry.classes.get(column);
      if (value !== undefined && value >= minClass) {
        dictionaryClass = Math.max(dictionaryClass, value);
      }
    }
    if (dictionaryClass === Number.NEGATIVE_INFINITY) {
      continue;
    }
    const { score, shares } = describe(key);
    const name = spellingOf(key) ?? tidySpelling(entry.spelling);
    extra.push({ entry: { key, name, score, shares, reason: 'dictionary' }, dictionaryClass });
  }
  extra.sort(
    (a, b) =>
      b.dictionaryClass - a.dictionaryClass ||
      b.entry.score - a.entry.score ||
      compareText(a.entry.key, b.entry.key),
  );
  return [...byBirths, ...extra.map((e) => e.entry)];
}
