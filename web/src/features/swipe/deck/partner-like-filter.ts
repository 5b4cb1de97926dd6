import type { PartnerLikeMessage } from '@name-swiper/contract/realtime';
import type { DeckFilters } from '../../../api/deck-filters';

const allowsAny = <T>(chosen: readonly T[], values: readonly T[]) =>
  chosen.length === 0 || values.some((value) => chosen.includes(value));

/**
 * Whether the deck's filters would deal a partner's fresh like (decision 74), read as the server reads them: tags
 * by `tagMatch`, every other list passing a name with any of its values, an empty list filtering nothing.
 */
export function passesDeckFilters(
  { name, initial, length, eras }: PartnerLikeMessage,
  filters: DeckFilters,
): boolean {
  const tags =
    filters.tags.length === 0 ||
    (filters.tagMatch === 'all'
      ? filters.tags.every((tag) => name.tags.includes(tag))
      : filters.tags.some((tag) => name.tags.includes(tag)));
  return (
    tags &&
    allowsAny(filters.genders, [name.gender]) &&
    allowsAny(filters.initials, [initial]) &&
    allowsAny(filters.lengths, [length]) &&
    allowsAny(filters.eras, eras) &&
    (!filters.unisex || name.gender === 'N')
  );
}
