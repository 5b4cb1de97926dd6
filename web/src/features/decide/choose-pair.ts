import type { Answer } from '@name-swiper/contract/decide-order';
import { unsettledPairs } from '@name-swiper/contract/decide-order';

/** A name as the pair chooser sees it: its ordinal in my ranking. */
export interface RatedName {
  nameId: string;
  ordinal: number;
}

export type Pair = readonly [string, string];

/** The same key for (a, b) and (b, a); name ids hold no control characters, so a newline cannot be part of one. */
export function pairKey([a, b]: Pair): string {
  return a < b ? `${a}\n${b}` : `${b}\n${a}`;
}

/** Each earlier comparison of either name counts as this many ordinal points apart. */
const PER_COMPARISON = 0.25;

/**
 * The next question: of the pairs my answers do not settle yet (decision 73), the one that teaches the most about
 * my ranking: names whose ratings are close (a close call is the one not yet known) and names compared least. Ties
 * are broken by `random`. The pair just shown (`previous`, answered or skipped) comes again only when no other pair
 * is left; undefined when my answers put every name in order.
 */
export function choosePair(
  names: readonly RatedName[],
  answers: readonly Answer[],
  previous: Pair | undefined,
  random: () => number = Math.random,
): Pair | undefined {
  const ordinals = new Map(names.map((name) => [name.nameId, name.ordinal]));
  const timesCompared = new Map<string, number>();
  for (const [a, b] of answers) {
    timesCompared.set(a, (timesCompared.get(a) ?? 0) + 1);
    timesCompared.set(b, (timesCompared.get(b) ?? 0) + 1);
  }
  const open = unsettledPairs(
    names.map((name) => name.nameId),
    answers,
  );
  const skip = previous === undefined ? undefined : pairKey(previous);
  const candidates = open.length > 1 ? open.filter((pair) => pairKey(pair) !== skip) : open;
  let best: { pair: Pair; score: number; tieBreak: number } | undefined;
  for (const pair of candidates) {
    const [first, second] = pair;
    const score =
      Math.abs((ordinals.get(first) ?? 0) - (ordinals.get(second) ?? 0)) +
      PER_COMPARISON * ((timesCompared.get(first) ?? 0) + (timesCompared.get(second) ?? 0));
    const tieBreak = random();
    if (
      best === undefined ||
      score < best.score - 1e-9 ||
      (score < best.score + 1e-9 && tieBreak < best.tieBreak)
    ) {
      best = { pair: random() < 0.5 ? pair : [second, first], score, tieBreak };
    }
  }
  return best?.pair;
}
