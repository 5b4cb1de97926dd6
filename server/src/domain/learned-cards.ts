import type { NameItem } from '@name-swiper/contract/names';
import type { CatalogueIndex } from '../catalogue/catalogue-index';
import type { CompiledFilter } from './name-filter';
import type { Taste } from './taste';
import { resemblingLikes, tasteScore } from './taste';

/** The most popular dealable names scored per request: a bounded amount of work whatever the catalogue's size. */
export const LEARNED_CANDIDATES = 2000;
/** How much a hundredfold step down in popularity costs a name against the fit to the taste. */
const POPULARITY_WEIGHT = 0.5;

/**
 * The `wanted` names that fit the taste best among the first LEARNED_CANDIDATES dealable names in popularity
 * order, best first; a name's popularity counts a little, so among equal fits the well-known name comes first.
 */
export function learnedCards(
  index: CatalogueIndex,
  taste: Taste,
  filter: CompiledFilter,
  dealable: (ordinal: number) => boolean,
  { wanted }: { wanted: number },
): number[] {
  if (wanted <= 0) {
    return [];
  }
  const ordinals = new Int32Array(LEARNED_CANDIDATES);
  const scores = new Float64Array(LEARNED_CANDIDATES);
  let found = 0;
  const candidates = filter.candidates;
  const count = candidates ? candidates.length : index.items.length;
  for (let position = 0; position < count && found < LEARNED_CANDIDATES; position++) {
    const ordinal = candidates ? (candidates[position] ?? 0) : position;
    if (dealable(ordinal)) {
      ordinals[found] = ordinal;
      scores[found] = tasteScore(taste, ordinal) - POPULARITY_WEIGHT * Math.log10(index.ranks[ordinal] ?? 1);
      found++;
    }
  }
  const best = scores.slice(0, found).sort();
  const threshold = best[Math.max(0, found - wanted)] ?? 0;
  const chosen: number[] = [];
  for (let at = 0; at < found; at++) {
    if ((scores[at] ?? 0) >= threshold) {
      chosen.push(at);
    }
  }
  return chosen
    .sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b)
    .slice(0, wanted)
    .map((at) => ordinals[at] ?? 0);
}

/** The card with the names of the device's likes it resembles most, when there are any. */
export function withReasons(index: CatalogueIndex, taste: Taste, ordinal: number): NameItem | undefined {
  const item = index.items[ordinal];
  const because = resemblingLikes(taste, ordinal).flatMap((liked) => index.items[liked]?.name ?? []);
  return item && because.length > 0 ? { ...item, because } : item;
}
