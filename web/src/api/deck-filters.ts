import type { Gender } from '@name-swiper/contract/constants';
import type { TagMatch } from '@name-swiper/contract/names';

/** The Filters screen's choices, as the deck, the tag counts and the deck total send them. */
export interface DeckFilters {
  tags: readonly string[];
  genders: readonly Gender[];
  tagMatch: TagMatch;
}

/** A stable key for caches: the same choices in another order are the same filters. */
export function filtersKey({ tags, genders, tagMatch }: DeckFilters): string {
  return JSON.stringify([[...tags].sort(), [...genders].sort(), tagMatch]);
}
