import type { NameItem, UnvotedCount } from '@name-swiper/contract/names';
import type { Language } from '@name-swiper/contract/constants';
import type { CatalogueIndex } from '../catalogue/catalogue-index';
import { catalogueIndexOf } from '../catalogue/catalogue-memory';
import type { Db } from '../db/db';
import { spellingOrdinals } from '../catalogue/spelling-groups';
import { dealDeck } from './deck';
import { deckOrder } from './deck-order';
import { DomainError } from './domain-error';
import type { NameFilter } from './name-filter';
import { compileFilter } from './name-filter';
import { deckVotes } from './family-spelling-votes';
import { countDealable } from './spelling-counts';
import { parentPlaceBits } from './spelling-deck';
import { deviceTaste } from './taste-cache';
import { displayNames } from './devices';
import { dueMaybes } from './maybe-returns';
import { deviceVotes, partnerLikes, partnerLoves } from './vote-states';

export function assertKnownTags(index: CatalogueIndex, tags: string[]): void {
  const unknown = [...new Set(tags)].filter((tag) => !index.knownTags.has(tag));
  if (unknown.length > 0) {
    throw new DomainError('unknown-tag', `Unknown tag: ${unknown.join(', ')}.`);
  }
}

export interface UnvotedFilter extends NameFilter {
  limit: number;
  /** false: plain popularity order, without learning from the device's votes (decision 64). */
  learn?: boolean;
  /** The app's language: its places choose the spelling a spelling group shows where the filter's places do not. */
  language?: Language | undefined;
}

/**
 * The next names for a device's deck: active, not yet voted, passing the filter, in the
 * device's own stable shuffle, or after its first votes mostly the names most like its likes. About one card in
 * three is a name another family member already liked, so matches come sooner; those a member loves come first
 * among them, marked with who loves them. The device's maybes that are due come back first (decision 86).
 */
export async function listUnvotedNames(db: Db, deviceId: string, filter: UnvotedFilter): Promise<NameItem[]> {
  const index = await catalogueIndexOf(db);
  assertKnownTags(index, filter.tags);
  const [votes, partnerLiked, partnerLoved] = await Promise.all([
    deviceVotes(db, deviceId),
    partnerLikes(db, deviceId),
    partnerLoves(db, deviceId),
  ]);
  const voted = await deckVotes(db, index, votes);
  const returning =
    votes.returningMaybes === 0
      ? []
      : [...(await dueMaybes(db, deviceId))]
          .map((nameId) => index.ordinalOf.get(nameId))
          .filter((ordinal) => ordinal !== undefined);
  const cards = dealDeck(index, {
    filter: compileFilter(index, filter),
    isVoted: (ordinal) => voted.hasOrdinal(ordinal) && !returning.includes(ordinal),
    partnerLiked,
    partnerLoved: new Set(partnerLoved.keys()),
    returning,
    order: deckOrder(deviceId),
    limit: filter.limit,
    places: parentPlaceBits(filter.tags, filter.language),
    taste: filter.learn === false ? undefined : await deviceTaste(index, deviceId, votes),
  });
  return withLovers(db, index, cards, partnerLoved);
}

/**
 * Marks each card a partner loves with who loves it, by the members' "Your name" (issue 33); a love of one spelling
 * marks the card of its spelling group.
 */
async function withLovers(
  db: Db,
  index: CatalogueIndex,
  cards: NameItem[],
  partnerLoved: ReadonlyMap<number, string[]>,
): Promise<NameItem[]> {
  if (partnerLoved.size === 0) {
    return cards;
  }
  const loved = new Map<number, string[]>();
  for (const [ordinal, lovers] of partnerLoved) {
    for (const spelling of spellingOrdinals(index.spellings, ordinal)) {
      loved.set(spelling, [...new Set([...(loved.get(spelling) ?? []), ...lovers])]);
    }
  }
  const loversOf = (card: NameItem) => {
    const ordinal = index.ordinalOf.get(card.id);
    return ordinal === undefined ? undefined : loved.get(ordinal);
  };
  if (!cards.some((card) => loversOf(card) !== undefined)) {
    return cards;
  }
  const names = await displayNames(db, [...new Set([...partnerLoved.values()].flat())]);
  return cards.map((card) => {
    const lovers = loversOf(card);
    return lovers === undefined ? card : { ...card, lovedBy: lovers.map((lover) => names.get(lover) ?? '') };
  });
}

/** How many cards the deck will deal with this filter: the spellings of one name count once. */
export async function countUnvotedNames(db: Db, deviceId: string, filter: NameFilter): Promise<UnvotedCount> {
  const index = await catalogueIndexOf(db);
  assertKnownTags(index, filter.tags);
  const votes = await deckVotes(db, index, await deviceVotes(db, deviceId));
  return { remaining: countDealable(index, compileFilter(index, filter), votes) };
}
