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
  const table = tagTableOf(index);
  const counts = new Int32Array(table.tags.length);
  if (filter.candidates) {
    const deck = spellingDeck(index, filter.passes, (ordinal) => votes.hasOrdinal(ordinal), []);
    const { groupOf, members } = index.spellings;
    // The card an ordinal stands for counts a tag once, however many of its spellings carry it.
    const countedFor = new Int32Array(table.tags.length).fill(-1);
    const countOwn = (card: number, spelling: number) => {
      for (let at = table.ownStarts[spelling] ?? 0; at < (table.ownStarts[spelling + 1] ?? 0); at++) {
        const id = table.ownIds[at] ?? 0;
        if (countedFor[id] !== card) {
          countedFor[id] = card;
          counts[id] = (counts[id] ?? 0) + 1;
        }
      }
    };
    for (const ordinal of filter.candidates) {
      if (!deck.dealable(ordinal)) {
        continue;
      }
      const spellings = members[groupOf[ordinal] ?? -1];
      if (!spellings) {
        countOwn(ordinal, ordinal);
        continue;
      }
      for (const spelling of spellings) {
        if (spelling === ordinal || filter.passes(spelling)) {
          countOwn(ordinal, spelling);
        }
      }
    }
  } else {
    index.tagGenderCounts.forEach((perGender, tag) => {
      const id = table.idOf.get(tag);
      if (id !== undefined) {
        counts[id] = perGender.reduce(
          (sum, n, genderIndex) => sum + (filter.genderAllowed(genderIndex) ? n : 0),
          0,
        );
      }
    });
    forEachVotedCard(index, filter, votes, (ordinal) => {
      for (let at = table.cardStarts[ordinal] ?? 0; at < (table.cardStarts[ordinal + 1] ?? 0); at++) {
        const id = table.cardIds[at] ?? 0;
        counts[id] = (counts[id] ?? 0) - 1;
      }
    });
  }
  return new Map(index.activeTags.map((tag) => [tag, counts[table.idOf.get(tag) ?? -1] ?? 0]));
}

/**
 * The catalogue's tags numbered, with each name's own tags and its card's (every spelling of its group) as lists of
 * those numbers: the counts add into an array instead of building a set of strings per card.
 */
interface TagTable {
  tags: string[];
  idOf: ReadonlyMap<string, number>;
  ownStarts: Int32Array;
  ownIds: Int32Array;
  cardStarts: Int32Array;
  cardIds: Int32Array;
}

const tagTables = new WeakMap<CatalogueIndex, TagTable>();

function tagTableOf(index: CatalogueIndex): TagTable {
  let table = tagTables.get(index);
  if (!table) {
    table = buildTagTable(index);
    tagTables.set(index, table);
  }
  return table;
}

function buildTagTable(index: CatalogueIndex): TagTable {
  const idOf = new Map<string, number>(index.activeTags.map((tag, id) => [tag, id]));
  const idsOf = (tags: Iterable<string>) => {
    const ids = new Set<number>();
    for (const tag of tags) {
      let id = idOf.get(tag);
      if (id === undefined) {
        id = idOf.size;
        idOf.set(tag, id);
      }
      ids.add(id);
    }
    return [...ids];
  };
  const own = index.items.map((item) => idsOf(item.tags));
  const card = index.items.map((_, ordinal) =>
    idsOf(
      spellingOrdinals(index.spellings, ordinal).flatMap((spelling) => index.items[spelling]?.tags ?? []),
    ),
  );
  const flatten = (lists: number[][]) => {
    const starts = new Int32Array(lists.length + 1);
    lists.forEach((list, ordinal) => (starts[ordinal + 1] = (starts[ordinal] ?? 0) + list.length));
    return { starts, ids: Int32Array.from(lists.flat()) };
  };
  const ownLists = flatten(own);
  const cardLists = flatten(card);
  return {
    tags: [...idOf.keys()],
    idOf,
    ownStarts: ownLists.starts,
    ownIds: ownLists.ids,
    cardStarts: cardLists.starts,
    cardIds: cardLists.ids,
  };
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
