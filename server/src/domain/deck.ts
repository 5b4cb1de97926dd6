import type { NameItem } from '@name-swiper/contract/names';
import type { CatalogueIndex } from '../catalogue/catalogue-index';
import type { DeckOrder } from './deck-order';
import { learnedCards, withReasons } from './learned-cards';
import type { CompiledFilter } from './name-filter';
import type { SpellingDeck } from './spelling-deck';
import { spellingDeck } from './spelling-deck';
import type { Taste } from './taste';

export interface DeckRequest {
  filter: CompiledFilter;
  isVoted(ordinal: number): boolean;
  /** Catalogue ordinals of names another family member likes. */
  partnerLiked: Iterable<number>;
  order: DeckOrder;
  limit: number;
  /** The parent's places (parentPlaceBits): a spelling group shows its spelling most given there. */
  places: readonly number[];
  /** The device's taste; without one (learning off, or too few votes) the deck is the shuffle alone. */
  taste?: Taste | undefined;
}

/**
 * The next cards: unvoted names passing the filter in the device's shuffle (popularity bands, a permutation
 * inside each band), with up to a third of the limit taken from the partners' likes (most popular first) and
 * mixed in as every third card. With a taste, four cards in five are the best-fitting names among the most
 * popular candidates (see learnedCards) and every fifth stays in the shuffle. Only the bands that can hold the
 * answer are ordered. The spellings of one name are one card (spellingDeck).
 */
export function dealDeck(index: CatalogueIndex, request: DeckRequest): NameItem[] {
  const { filter, isVoted, limit, taste, places } = request;
  const spellings = spellingDeck(index, filter.passes, isVoted, places);
  const dealable = spellings.dealable;
  const early = partnerCards(request, spellings);
  const taken = new Set(early);
  const wanted = limit - early.length;
  const learned = taste
    ? learnedCards(index, taste, filter, (ordinal) => !taken.has(ordinal) && dealable(ordinal), {
        wanted: wanted - Math.ceil(wanted / POPULARITY_SHARE),
      })
    : [];
  learned.forEach((ordinal) => taken.add(ordinal));
  const popular = shuffledCards(index, request, (ordinal) => !taken.has(ordinal) && dealable(ordinal), {
    wanted: wanted - learned.length,
  });
  const items = (ordinals: number[]) =>
    ordinals.map((ordinal) => spellings.card(ordinal)).filter((item) => item !== undefined);
  const explained = taste ? withReasons(index, taste, learned, spellings.card) : [];
  return interleaveEveryThird(everyFifthFrom(items(popular), explained), items(early));
}

/** One card in this many stays in the popularity shuffle when the deck learns. */
const POPULARITY_SHARE = 5;

function shuffledCards(
  index: CatalogueIndex,
  { filter, order }: DeckRequest,
  dealable: (ordinal: number) => boolean,
  { wanted }: { wanted: number },
): number[] {
  const general: number[] = [];
  const band: number[] = [];
  let bandNumber = -1;
  const closeBand = () => {
    // Sort key and ordinal packed in one number, so the typed array sorts natively, without a comparator.
    const keys = new Float64Array(band.length);
    band.forEach((ordinal, at) => (keys[at] = shuffleKey(index, order, ordinal) * ORDINAL_SPAN + ordinal));
    keys.sort();
    for (let at = 0; at < keys.length && general.length < wanted; at++) {
      general.push((keys[at] ?? 0) % ORDINAL_SPAN);
    }
    band.length = 0;
  };
  const candidates = filter.candidates;
  const count = candidates ? candidates.length : index.items.length;
  for (let position = 0; position < count && general.length < wanted; position++) {
    const ordinal = candidates ? (candidates[position] ?? 0) : position;
    const ordinalBand = Math.floor((index.ranks[ordinal] ?? 0) / order.band);
    if (ordinalBand !== bandNumber) {
      closeBand();
      bandNumber = ordinalBand;
    }
    if (dealable(ordinal)) {
      band.push(ordinal);
    }
  }
  if (general.length < wanted) {
    closeBand();
  }
  return general;
}

/** Above every ordinal; times the largest shuffle key it stays an exact integer in a double. */
const ORDINAL_SPAN = 2 ** 24;

function shuffleKey(index: CatalogueIndex, order: DeckOrder, ordinal: number): number {
  return ((index.ranks[ordinal] ?? 0) * order.multiplier) % order.modulus;
}

/** The partners' likes, each dealt as the card of its spelling group (a like of Zoë deals the card of Zoe's group). */
function partnerCards({ partnerLiked, limit }: DeckRequest, spellings: SpellingDeck): number[] {
  const ordinals = new Set<number>();
  for (const liked of partnerLiked) {
    const ordinal = spellings.standIn(liked);
    if (ordinal !== undefined && spellings.dealable(ordinal)) {
      ordinals.add(ordinal);
    }
  }
  return [...ordinals].sort((a, b) => a - b).slice(0, Math.ceil(limit / 3));
}

/** Every fifth card from `popular`, the others from `learned`, the rest of the popular ones at the end. */
function everyFifthFrom<T>(popular: T[], learned: T[]): T[] {
  const result: T[] = [];
  let next = 0;
  for (const item of learned) {
    const popularCard = result.length % POPULARITY_SHARE === POPULARITY_SHARE - 1 ? popular[next] : undefined;
    if (popularCard !== undefined) {
      result.push(popularCard);
      next++;
    }
    result.push(item);
  }
  return [...result, ...popular.slice(next)];
}

function interleaveEveryThird<T>(general: T[], early: T[]): T[] {
  const result: T[] = [];
  let next = 0;
  for (const item of general) {
    const partnerCard = result.length % 3 === 1 ? early[next] : undefined;
    if (partnerCard !== undefined) {
      result.push(partnerCard);
      next++;
    }
    result.push(item);
  }
  return [...result, ...early.slice(next)];
}
