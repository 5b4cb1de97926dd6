import type { NameItem } from '@name-swiper/contract/names';
import type { CatalogueIndex } from '../catalogue/catalogue-index';
import type { CompiledFilter } from './name-filter';
import type { Taste } from './taste';
import { REASONS_KEPT, resemblingLikes, tasteScore, typicalLikes } from './taste';

/** The most popular dealable names scored per request: a bounded amount of work whatever the catalogue's size. */
export const LEARNED_CANDIDATES = 1500;
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
  // The best `wanted` so far, best first: most candidates fall below the last and cost one comparison.
  const best = new Int32Array(Math.max(0, wanted));
  const bestScores = new Float64Array(best.length);
  let kept = 0;
  let found = 0;
  const logRanks = logRanksOf(index);
  const candidates = filter.candidates;
  const count = candidates ? candidates.length : index.items.length;
  for (let position = 0; position < count && found < LEARNED_CANDIDATES && best.length > 0; position++) {
    const ordinal = candidates ? (candidates[position] ?? 0) : position;
    if (!dealable(ordinal)) {
      continue;
    }
    found++;
    const score = tasteScore(taste, ordinal) - POPULARITY_WEIGHT * (logRanks[ordinal] ?? 0);
    if (kept === best.length && score <= (bestScores[kept - 1] ?? 0)) {
      continue;
    }
    let at = kept < best.length ? kept++ : kept - 1;
    // Strictly better only: among equal scores the more popular name, seen first, stays ahead.
    for (; at > 0 && score > (bestScores[at - 1] ?? 0); at--) {
      best[at] = best[at - 1] ?? 0;
      bestScores[at] = bestScores[at - 1] ?? 0;
    }
    best[at] = ordinal;
    bestScores[at] = score;
  }
  return Array.from(best.subarray(0, kept));
}

const logRanks = new WeakMap<CatalogueIndex, Float64Array>();

/** log10 of each name's popularity rank, worked out once per catalogue. */
function logRanksOf(index: CatalogueIndex): Float64Array {
  let table = logRanks.get(index);
  if (!table) {
    table = Float64Array.from(index.items, (_, ordinal) => Math.log10(index.ranks[ordinal] ?? 1));
    logRanks.set(index, table);
  }
  return table;
}

/**
 * The cards with the names of the device's likes each resembles most, where there are any. A cached taste's memo
 * keeps the reasons for the next decks of the same votes.
 */
export function withReasons(
  index: CatalogueIndex,
  taste: Taste,
  ordinals: readonly number[],
  cardOf: (ordinal: number) => NameItem | undefined,
): NameItem[] {
  const { memo } = taste;
  let likes: Int32Array | undefined;
  let shared: Float64Array | undefined;
  const becauseOf = (ordinal: number): readonly string[] => {
    const kept = memo?.reasons.get(ordinal);
    if (kept) {
      return kept;
    }
    likes ??= memo ? (memo.typical ??= typicalLikes(taste)) : typicalLikes(taste);
    shared ??= new Float64Array(taste.features.count);
    const because = resemblingLikes(taste, likes, ordinal, shared).flatMap(
      (liked) => index.items[liked]?.name ?? [],
    );
    if (memo && memo.reasons.size < REASONS_KEPT) {
      memo.reasons.set(ordinal, because);
    }
    return because;
  };
  // The same card with the same reasons is the same object from deck to deck, so its line and JSON are kept too.
  const explainedCard = (ordinal: number, item: NameItem, because: readonly string[]) => {
    const kept = memo?.cards.get(ordinal);
    if (kept?.item === item) {
      return kept.card;
    }
    const card = explained(item, [...because]);
    if (memo && memo.cards.size < REASONS_KEPT) {
      memo.cards.set(ordinal, { item, card });
    }
    return card;
  };
  return ordinals.flatMap((ordinal) => {
    const item = cardOf(ordinal);
    if (!item) {
      return [];
    }
    const because = becauseOf(ordinal);
    return [because.length > 0 ? explainedCard(ordinal, item, because) : item];
  });
}

/** Each explained card's catalogue item and reasons, so that its JSON can start from the item's cached text. */
const explanations = new WeakMap<object, { item: NameItem; because: readonly string[] }>();

/** The catalogue item and the reasons behind a card `withReasons` dealt; undefined for any other object. */
export function explanationOf(card: object): { item: NameItem; because: readonly string[] } | undefined {
  return explanations.get(card);
}

/** The card with its reasons, written out field by field: a spread of the catalogue's item cost ten times more. */
function explained(item: NameItem, because: string[]): NameItem {
  const card = {
    id: item.id,
    name: item.name,
    gender: item.gender,
    tags: item.tags,
    origin: item.origin,
    popularIn: item.popularIn,
    originLanguages: item.originLanguages,
    spellings: item.spellings,
    because,
  };
  explanations.set(card, { item, because });
  return card;
}
