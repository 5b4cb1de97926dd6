import { STATISTICS_COUNTRIES } from '@name-swiper/contract/constants';
import type { NameItem, Spelling } from '@name-swiper/contract/names';

/**
 * The spelling groups of the catalogue in memory (decision 93): Zoe, Zoé and Zoë are one card. Built once per
 * catalogue version, so the deck only looks things up.
 */
export interface SpellingGroups {
  /** Per ordinal: its group's number, or -1 for a name without other spellings. */
  groupOf: Int32Array;
  /** Per group: the ordinals of its spellings, ascending (the first is the most given overall). */
  members: readonly Int32Array[];
  /** Per ordinal: bit i is set where it is its group's most given spelling in STATISTICS_COUNTRIES[i]. */
  mostGiven: Uint32Array;
  /** Per ordinal: the card dealt for it, carrying the group's other spellings; the catalogue item for a name alone. */
  cards: readonly NameItem[];
}

interface SpellingRow {
  id: string;
  spelling_group: string;
  most_given_in: string;
}

/** The bit of each statistics series in `mostGiven`. */
export function placeBit(place: string): number {
  const index = STATISTICS_COUNTRIES.findIndex((country) => country === place);
  return index < 0 ? 0 : 2 ** index;
}

export function buildSpellingGroups(
  rows: readonly SpellingRow[],
  items: readonly NameItem[],
  ordinalOf: ReadonlyMap<string, number>,
): SpellingGroups {
  const groupOf = new Int32Array(items.length).fill(-1);
  const mostGiven = new Uint32Array(items.length);
  const byGroup = new Map<string, number[]>();
  for (const row of rows) {
    const ordinal = ordinalOf.get(row.id);
    if (ordinal === undefined) {
      continue;
    }
    const group = byGroup.get(row.spelling_group);
    if (group) {
      group.push(ordinal);
    } else {
      byGroup.set(row.spelling_group, [ordinal]);
    }
    mostGiven[ordinal] =
      row.most_given_in.split('|').reduce((bits, place) => bits | placeBit(place), 0) >>> 0;
  }
  const members = [...byGroup.values()]
    .filter((ordinals) => ordinals.length > 1)
    .map((ordinals) => Int32Array.from(ordinals).sort());
  const cards = [...items];
  members.forEach((ordinals, group) => {
    for (const ordinal of ordinals) {
      groupOf[ordinal] = group;
      const item = items[ordinal];
      if (item) {
        cards[ordinal] = {
          ...item,
          spellings: [...ordinals]
            .filter((other) => other !== ordinal)
            .flatMap((other) => spellingOf(items[other])),
        };
      }
    }
  });
  return { groupOf, members, mostGiven, cards };
}

function spellingOf(item: NameItem | undefined): Spelling[] {
  if (!item) {
    return [];
  }
  const { id, name, tags, origin, popularIn, originLanguages } = item;
  return [{ id, name, tags, ...(origin === undefined ? {} : { origin }), popularIn, originLanguages }];
}

/** The ordinals of the spellings of the name at `ordinal`: its group's, or itself alone. */
export function spellingOrdinals(spellings: SpellingGroups, ordinal: number): readonly number[] {
  const group = spellings.groupOf[ordinal] ?? -1;
  return group < 0 ? [ordinal] : [...(spellings.members[group] ?? [])];
}

/** A spelling with its combining marks taken off, in lower case: Zoë, Zoé and zoe are one (the links' folding). */
export function foldedSpelling(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC').toLowerCase();
}

const foldedIndexes = new WeakMap<SpellingGroups, Map<string, number[]>>();

/**
 * The spelling group a name that is not in the catalogue belongs to (a family's own, decision 95): that of the
 * catalogue names it is with other accents and of the same gender, as the id of the group's name (the catalogue
 * name's own id where it has no other spellings); undefined when there is none.
 */
export function spellingGroupOf(
  spellings: SpellingGroups,
  name: string,
  gender: NameItem['gender'],
): string | undefined {
  let folded = foldedIndexes.get(spellings);
  if (!folded) {
    folded = new Map();
    for (const [ordinal, card] of spellings.cards.entries()) {
      const key = foldedSpelling(card.name);
      folded.set(key, [...(folded.get(key) ?? []), ordinal]);
    }
    foldedIndexes.set(spellings, folded);
  }
  const ordinal = folded
    .get(foldedSpelling(name))
    ?.find((found) => spellings.cards[found]?.gender === gender);
  if (ordinal === undefined) {
    return undefined;
  }
  const group = spellings.groupOf[ordinal] ?? -1;
  const first = group < 0 ? ordinal : (spellings.members[group]?.[0] ?? ordinal);
  return spellings.cards[first]?.id;
}
