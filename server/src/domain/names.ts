import type { NameItem, UnvotedCount } from '@name-swiper/contract/names';
import { GENDERS } from '@name-swiper/contract/constants';
import type { CatalogueIndex } from '../catalogue/catalogue-index';
import { catalogueIndexOf } from '../catalogue/catalogue-memory';
import type { Db } from '../db/db';
import { dealDeck } from './deck';
import { deckOrder } from './deck-order';
import { DomainError } from './domain-error';
import type { NameFilter } from './name-filter';
import { compileFilter } from './name-filter';
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
  const returning =
    votes.returningMaybes === 0
      ? []
      : [...(await dueMaybes(db, deviceId))]
          .map((nameId) => index.ordinalOf.get(nameId))
          .filter((ordinal) => ordinal !== undefined);
  const cards = dealDeck(index, {
    filter: compileFilter(index, filter),
    isVoted: (ordinal) => votes.hasOrdinal(ordinal) && !returning.includes(ordinal),
    partnerLiked,
    partnerLoved: new Set(partnerLoved.keys()),
    returning,
    order: deckOrder(deviceId),
    limit: filter.limit,
    taste: filter.learn === false ? undefined : await deviceTaste(index, deviceId, votes),
  });
  return withLovers(db, index, cards, partnerLoved);
}

/** Marks each card a partner loves with who loves it, by the members' "Your name" (issue 33). */
async function withLovers(
  db: Db,
  index: CatalogueIndex,
  cards: NameItem[],
  partnerLoved: ReadonlyMap<number, string[]>,
): Promise<NameItem[]> {
  const loversOf = (card: NameItem) => {
    const ordinal = index.ordinalOf.get(card.id);
    return ordinal === undefined ? undefined : partnerLoved.get(ordinal);
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

/** How many names the deck will deal with this filter. */
export async function countUnvotedNames(db: Db, deviceId: string, filter: NameFilter): Promise<UnvotedCount> {
  const index = await catalogueIndexOf(db);
  assertKnownTags(index, filter.tags);
  const votes = await deviceVotes(db, deviceId);
  const compiled = compileFilter(index, filter);
  const votedPassing = () => {
    let count = 0;
    votes.forEachOrdinal((ordinal) => {
      count += compiled.passes(ordinal) ? 1 : 0;
    });
    return count;
  };
  if (compiled.candidates) {
    return {
      remaining: compiled.candidates.filter((ordinal) => compiled.passes(ordinal)).length - votedPassing(),
    };
  }
  const passing = GENDERS.reduce(
    (sum, _, genderIndex) =>
      sum + (compiled.genderAllowed(genderIndex) ? (index.genderCounts[genderIndex] ?? 0) : 0),
    0,
  );
  return { remaining: passing - votedPassing() };
}
