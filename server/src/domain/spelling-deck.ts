import type { Language } from '@name-swiper/contract/constants';
import { LANGUAGE_PLACES, PLACE_TAGS, STATISTICS_COUNTRIES } from '@name-swiper/contract/constants';
import type { NameItem } from '@name-swiper/contract/names';
import type { CatalogueIndex } from '../catalogue/catalogue-index';
import { placeBit } from '../catalogue/spelling-groups';

/**
 * The deck's view of the spelling groups for one request (decision 93). A group is one card: dealt at the place of
 * its first spelling that passes the filter, as long as no spelling of it has a vote, and showing the spelling most
 * given in the parent's places among those that pass.
 */
export interface SpellingDeck {
  /** Whether the ordinal is dealt: it passes, has no vote and, in a group, stands for it. */
  dealable(ordinal: number): boolean;
  /** The ordinal its group is dealt at (itself for a name alone); undefined when no spelling of it passes. */
  standIn(ordinal: number): number | undefined;
  /** The card dealt for a dealable ordinal. */
  card(ordinal: number): NameItem | undefined;
}

/** Where the parent is, as bits of `SpellingGroups.mostGiven`: the places of the filter's tags, then the language's. */
export function parentPlaceBits(tags: readonly string[], language: Language | undefined): number[] {
  const fromTags = STATISTICS_COUNTRIES.filter((place) => tags.includes(PLACE_TAGS[place]));
  const own = language === undefined ? [] : LANGUAGE_PLACES[language];
  return [...new Set<string>([...fromTags, ...own])].map(placeBit).filter((bit) => bit !== 0);
}

export function spellingDeck(
  index: CatalogueIndex,
  passes: (ordinal: number) => boolean,
  isVoted: (ordinal: number) => boolean,
  places: readonly number[],
): SpellingDeck {
  const { groupOf, members, mostGiven, cards } = index.spellings;
  const spellingsOf = (ordinal: number) => {
    const group = groupOf[ordinal] ?? -1;
    return group < 0 ? undefined : members[group];
  };
  const firstPassing = (spellings: Int32Array) => spellings.find(passes);
  return {
    dealable(ordinal) {
      const spellings = spellingsOf(ordinal);
      if (!spellings) {
        return passes(ordinal) && !isVoted(ordinal);
      }
      return firstPassing(spellings) === ordinal && !spellings.some(isVoted);
    },
    standIn(ordinal) {
      const spellings = spellingsOf(ordinal);
      return spellings ? firstPassing(spellings) : passes(ordinal) ? ordinal : undefined;
    },
    card(ordinal) {
      const spellings = spellingsOf(ordinal);
      if (!spellings) {
        return cards[ordinal];
      }
      const passing = spellings.filter(passes);
      for (const bit of places) {
        const shown = passing.find((spelling) => ((mostGiven[spelling] ?? 0) & bit) !== 0);
        if (shown !== undefined) {
          return cards[shown];
        }
      }
      return cards[passing[0] ?? ordinal];
    },
  };
}
