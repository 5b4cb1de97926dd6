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
import { countryGroups } from './country-group';
import { compareText, tidySpelling } from './normalise';
import type { DictionaryEntry } from './read-dictionary';
import { nationalBirths, rankWindow, recentBirths } from './read-popularity';
import type { CountrySeries } from './read-popularity';

export { compareText };

export interface SelectedName {
  key: string;
  /** Displayed spelling. */
  name: string;
  /** Sum over countries (see countryGroups) of the name's share of recent births (0 if none); decides selection. */
  score: number;
  /** Sum over countries of the share of births in the rank window, each capped at RANK_SHARE_CAP; decides order. */
  rankScore: number;
  /**
   * Recent share of the estimated national births per country (see countryGroups) that recorded the name in the
   * recent window.
   */
  shares: Map<string, number>;
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
  const groups = countryGroups(series);
  const totals = new Map<CountrySeries, { recent: number; rank: number }>(
    series.map((s) => [s, { recent: nationalBirths(s), rank: nationalBirths(s, rankWindow(s)) }]),
  );
  const keys = new Set<string>();
  for (const s of series) {
    for (const key of s.names.keys()) {
      if (!excluded.has(key)) {
        keys.add(key);
      }
    }
  }

  /**
   * Per country (see countryGroups): the name's share of its series' births, the best of its members' where the
   * country has several (a name given mostly in Scotland counts as Scotland gives it), so a country counts once.
   */
  const describe = (
    key: string,
  ): { score: number; rankScore: number; maxBirths: number; shares: Map<string, number> } => {
    let score = 0;
    let maxBirths = 0;
    const shares = new Map<string, number>();
    const rankShares: number[] = [];
    for (const { country, members } of groups) {
      let share = 0;
      let rankShare: number | undefined;
      for (const s of members) {
        const recent = recentBirths(s, key);
        const births = recent.female + recent.male;
        const { recent: total = 0, rank: rankTotal = 0 } = totals.get(s) ?? {};
        if (births > 0 && total > 0) {
          share = Math.max(share, births / total);
        }
        if (rankTotal > 0) {
          const inRankWindow = recentBirths(s, key, rankWindow(s));
          rankShare = Math.max(rankShare ?? 0, (inRankWindow.female + inRankWindow.male) / rankTotal);
        }
        maxBirths = Math.max(maxBirths, births);
      }
      if (share > 0) {
        shares.set(country, share);
        score += share;
      }
      if (rankShare !== undefined) {
        rankShares.push(rankShare);
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
