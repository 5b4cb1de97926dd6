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

/** A pair already answered counts as this many ordinal points apart: every unanswered pair comes first. */
const ANSWERED_PENALTY = 1000;
/** Each earlier comparison of either name counts as this many ordinal points apart. */
const PER_COMPARISON = 0.25;

/**
 * The next question: the pair that teaches the most about my ranking. Pairs not answered yet come first; among
 * them, names whose ratings are close (a close call is the one not yet known) and names compared least. Ties are
 * broken by `random`. The pair just shown (`previous`, answered or skipped) is never asked again right away;
 * undefined when no other pair is left.
 */
export function choosePair(
  names: readonly RatedName[],
  answered: readonly Pair[],
  previous: Pair | undefined,
  random: () => number = Math.random,
): Pair | undefined {
  const answeredKeys = new Set(answered.map(pairKey));
  const timesCompared = new Map<string, number>();
  for (const [a, b] of answered) {
    timesCompared.set(a, (timesCompared.get(a) ?? 0) + 1);
    timesCompared.set(b, (timesCompared.get(b) ?? 0) + 1);
  }
  const skip = previous === undefined ? undefined : pairKey(previous);
  let best: { pair: Pair; score: number; tieBreak: number } | undefined;
  names.forEach((first, i) => {
    for (const second of names.slice(i + 1)) {
      const pair: Pair = [first.nameId, second.nameId];
      const key = pairKey(pair);
      if (key === skip) {
        continue;
      }
      const score =
        (answeredKeys.has(key) ? ANSWERED_PENALTY : 0) +
        Math.abs(first.ordinal - second.ordinal) +
        PER_COMPARISON * ((timesCompared.get(first.nameId) ?? 0) + (timesCompared.get(second.nameId) ?? 0));
      const tieBreak = random();
      if (
        best === undefined ||
        score < best.score - 1e-9 ||
        (score < best.score + 1e-9 && tieBreak < best.tieBreak)
      ) {
        best = { pair: random() < 0.5 ? pair : [pair[1], pair[0]], score, tieBreak };
      }
    }
  });
  return best?.pair;
}
