import type { NameItem } from '@name-swiper/contract/names';

/**
 * A card may stand for a name in several spellings (Zoe, Zoé, Zoë: decision 93). It shows one, and a vote on it is a
 * vote on the spelling shown; the parent may show another first.
 */

/** Every spelling's id of the card: the one shown first. */
export function spellingIds(item: NameItem): string[] {
  return [item.id, ...(item.spellings ?? []).map((spelling) => spelling.id)];
}

/** The card's key whatever spelling it shows, so that picking one does not make it another card. */
export function cardKeyOf(item: NameItem): string {
  return item.spellings ? [...spellingIds(item)].sort().join('\n') : item.id;
}

/** Whether two cards are one name (the same card, in whatever spelling). */
export function sameName(item: NameItem, other: NameItem): boolean {
  const ids = spellingIds(other);
  return spellingIds(item).some((id) => ids.includes(id));
}

/** The card showing the spelling `id` instead, the one it showed first among the others; as it was if it has none. */
export function withSpelling(item: NameItem, id: string): NameItem {
  const spellings = item.spellings ?? [];
  const picked = spellings.find((spelling) => spelling.id === id);
  if (!picked) {
    return item;
  }
  const { origin, ...card } = item;
  const shown = {
    id: card.id,
    name: card.name,
    tags: card.tags,
    ...(origin === undefined ? {} : { origin }),
    popularIn: card.popularIn,
    originLanguages: card.originLanguages,
  };
  return { ...card, ...picked, spellings: [shown, ...spellings.filter((spelling) => spelling.id !== id)] };
}
