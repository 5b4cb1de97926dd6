import type { RankedName } from '@name-swiper/contract/decide';
import { ordinal, rate, rating } from 'openskill';

/** One answer: the preferred name and the other one. */
export interface Comparison {
  winnerId: string;
  loserId: string;
}

/**
 * Rates the names by replaying one member's comparisons, oldest first, through openskill (Plackett-Luce, one name
 * per team), and lists them best first by ordinal (mu - 3 sigma); equal ordinals keep the order of `nameIds`. A
 * comparison naming a name outside `nameIds` (no longer a match) is left out.
 */
export function rankByComparisons(
  nameIds: readonly string[],
  comparisons: readonly Comparison[],
): RankedName[] {
  const ratings = new Map(nameIds.map((nameId) => [nameId, rating()]));
  for (const { winnerId, loserId } of comparisons) {
    const winner = ratings.get(winnerId);
    const loser = ratings.get(loserId);
    if (winner === undefined || loser === undefined) {
      continue;
    }
    const [[rated], [ratedLoser]] = rate([[winner], [loser]]);
    ratings.set(winnerId, rated);
    ratings.set(loserId, ratedLoser);
  }
  const order = new Map(nameIds.map((nameId, index) => [nameId, index]));
  return nameIds
    .map((nameId) => ({ nameId, ordinal: ordinal(ratings.get(nameId) ?? rating()) }))
    .sort((a, b) => b.ordinal - a.ordinal || (order.get(a.nameId) ?? 0) - (order.get(b.nameId) ?? 0));
}
