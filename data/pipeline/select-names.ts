/** Chooses the catalogue's names and their order from recent births (plus dictionary-only names for some tags). */
import { dictionaryTags } from './assign-tags';
import {
  DICTIONARY_ONLY_TAGS,
  MIN_BIRTHS_IN_ONE_COUNTRY,
  MIN_SCORE,
  RANK_SHARE_CAP,
  SSA_MAX_LENGTH,
} from './config';
import type { Country } from './config';
import { compareText, tidySpelling } from './normalise';
import type { DictionaryEntry } from './read-dictionary';
import { nationalBirths, rankWindow, recentBirths } from './read-popularity';
import type { CountrySeries } from './read-popularity';

export { compareText };

export interface SelectedName {
  key: string;
  /** Displayed spelling. */
  name: string;
  /** Sum over countries of the name's share of recent births (0 when it has none); decides selection. */
  score: number;
  /** Sum over countries of the share of births in the rank window, each capped at RANK_SHARE_CAP; decides order. */
  rankScore: number;
  /** Recent share of the estimated national births per country that recorded the name in the recent window. */
  shares: Map<Country, number>;
  /** `births` when chosen by birth counts, `dictionary` when added for a dictionary-only tag. */
  reason: 'births' | 'dictionary';
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

/** The rank score from per-country shares of the rank window: each share capped, then summed. */
export function rankScoreOf(rankShares: Iterable<number>): number {
  let sum = 0;
  for (const share of rankShares) {
    sum += Math.min(share, RANK_SHARE_CAP);
  }
  return sum;
}

/** Orders names by rank score, then selection score (both descending), then key. */
export function compareRank(
  a: Pick<SelectedName, 'key' | 'score' | 'rankScore'>,
  b: Pick<SelectedName, 'key' | 'score' | 'rankScore'>,
): number {
  return b.rankScore - a.rankScore || b.score - a.score || compareText(a.key, b.key);
}

/** `excluded` holds the keys of exclusions.csv: they are never chosen. */
export function selectNames(
  series: readonly CountrySeries[],
  dictionary: ReadonlyMap<string, DictionaryEntry>,
  excluded: ReadonlySet<string>,
): SelectedName[] {
  const recentTotals = new Map<Country, number>(series.map((s) => [s.country, nationalBirths(s)]));
  const rankTotals = new Map<Country, number>(
    series.map((s) => [s.country, nationalBirths(s, rankWindow(s))]),
  );
  const keys = new Set<string>();
  for (const s of series) {
    for (const key of s.names.keys()) {
      if (!excluded.has(key)) {
        keys.add(key);
      }
    }
  }

  const describe = (
    key: string,
  ): { score: number; rankScore: number; maxBirths: number; shares: Map<Country, number> } => {
    let score = 0;
    let maxBirths = 0;
    const shares = new Map<Country, number>();
    const rankShares: number[] = [];
    for (const s of series) {
      const { female, male } = recentBirths(s, key);
      const births = female + male;
      const total = recentTotals.get(s.country) ?? 0;
      if (births > 0 && total > 0) {
        shares.set(s.country, births / total);
        score += births / total;
        maxBirths = Math.max(maxBirths, births);
      }
      const window = rankWindow(s);
      const recent = recentBirths(s, key, window);
      const rankTotal = rankTotals.get(s.country) ?? 0;
      if (rankTotal > 0) {
        rankShares.push((recent.female + recent.male) / rankTotal);
      }
    }
    return { score, rankScore: rankScoreOf(rankShares), maxBirths, shares };
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
    const { score, rankScore, maxBirths, shares } = describe(key);
    if (score < MIN_SCORE || maxBirths < MIN_BIRTHS_IN_ONE_COUNTRY) {
      continue;
    }
    const withBirths = series.filter((s) => s.names.has(key)).map((s) => s.country);
    const name = spellingOf(key);
    if (name === undefined || (isTruncationSuspect(key, withBirths) && !dictionary.has(key))) {
      continue;
    }
    byBirths.push({ key, name, score, rankScore, shares, reason: 'births' });
  }
  byBirths.sort(compareRank);

  const chosen = new Set(byBirths.map((n) => n.key));
  const extra: { entry: SelectedName; dictionaryClass: number }[] = [];
  for (const [key, entry] of dictionary) {
    if (chosen.has(key) || excluded.has(key)) {
      continue;
    }
    const byDictionary = dictionaryTags(entry.classes);
    const levels = DICTIONARY_ONLY_TAGS.flatMap((tag) => {
      const level = byDictionary.get(tag);
      return level === undefined ? [] : [level];
    });
    if (levels.length === 0) {
      continue;
    }
    const dictionaryClass = Math.max(...levels);
    const { score, rankScore, shares } = describe(key);
    const name = spellingOf(key) ?? tidySpelling(entry.spelling);
    extra.push({ entry: { key, name, score, rankScore, shares, reason: 'dictionary' }, dictionaryClass });
  }
  extra.sort(
    (a, b) =>
      b.dictionaryClass - a.dictionaryClass ||
      b.entry.score - a.entry.score ||
      compareText(a.entry.key, b.entry.key),
  );
  return [...byBirths, ...extra.map((e) => e.entry)];
}
