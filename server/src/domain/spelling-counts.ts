import { GENDERS } from '@name-swiper/contract/constants';
import type { CatalogueIndex } from '../catalogue/catalogue-index';
import { spellingOrdinals } from '../catalogue/spelling-groups';
import type { DeckVotes } from './family-spelling-votes';
import type { CompiledFilter } from './name-filter';
import { spellingDeck } from './spelling-deck';

/**
 * The deck's counts with the spellings of one name as one card (decision 93): the deck total, and per tag the cards
 * that carry it (a group carries a tag when one of its spellings that passes the filter does).
 */

/** How many cards the deck deals with this filter. */
export function countDealable(index: CatalogueIndex, filter: CompiledFilter, votes: DeckVotes): number {
  if (filter.candidates) {
    const deck = spellingDeck(index, filter.passes, (ordinal) => votes.hasOrdinal(ordinal), []);
    return filter.candidates.reduce((count, ordinal) => count + (deck.dealable(ordinal) ? 1 : 0), 0);
  }
  // Only genders filter: the cards of the allowed genders, less the cards with a vote.
  const passing = GENDERS.reduce(
    (sum, _, genderIndex) =>
      sum + (filter.genderAllowed(genderIndex) ? (index.genderCounts[genderIndex] ?? 0) : 0),
    0,
  );
  let voted = 0;
  forEachVotedCard(index, filter, votes, () => voted++);
  return passing - voted;
}

/** Per active tag, how many cards carrying it the deck deals with this filter (its tags left out). */
export function countDealableByTag(
  index: CatalogueIndex,
  filter: CompiledFilter,
  votes: DeckVotes,
): Map<string, number> {
  const counts = new Map(index.activeTags.map((tag) => [tag, 0]));
  const count = (tags: Iterable<string>, step: number) => {
    for (const tag of tags) {
      counts.set(tag, (counts.get(tag) ?? 0) + step);
    }
  };
  if (filter.candidates) {
    const deck = spellingDeck(index, filter.passes, (ordinal) => votes.hasOrdinal(ordinal), []);
    for (const ordinal of filter.candidates) {
      if (deck.dealable(ordinal)) {
        count(cardTags(index, ordinal, filter.passes), 1);
      }
    }
    return counts;
  }
  index.tagGenderCounts.forEach((perGender, tag) =>
    counts.set(
      tag,
      perGender.reduce((sum, n, genderIndex) => sum + (filter.genderAllowed(genderIndex) ? n : 0), 0),
    ),
  );
  forEachVotedCard(index, filter, votes, (ordinal) =>
    count(
      cardTags(index, ordinal, () => true),
      -1,
    ),
  );
  return counts;
}

/** The tags of the card an ordinal stands for: its own, or those of its group's spellings that pass. */
function cardTags(index: CatalogueIndex, ordinal: number, passes: (ordinal: number) => boolean): Set<string> {
  const tags = new Set<string>();
  for (const spelling of spellingOrdinals(index.spellings, ordinal)) {
    if (spelling === ordinal || passes(spelling)) {
      index.items[spelling]?.tags.forEach((tag) => tags.add(tag));
    }
  }
  return tags;
}

/** Each card with a vote that passes a filter on genders alone, once (at one of its voted spellings). */
function forEachVotedCard(
  index: CatalogueIndex,
  filter: CompiledFilter,
  votes: DeckVotes,
  visit: (ordinal: number) => void,
): void {
  const counted = new Set<number>();
  votes.forEachOrdinal((ordinal) => {
    const group = index.spellings.groupOf[ordinal] ?? -1;
    if (!filter.passes(ordinal) || (group >= 0 && counted.has(group))) {
      return;
    }
    counted.add(group);
    visit(ordinal);
  });
}
