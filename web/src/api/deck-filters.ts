import type { Gender } from '@name-swiper/contract/constants';
import {
  DEFAULT_GENDERS,
  DEFAULT_TAG_MATCH,
  DEFAULT_TAGS_BY_LANGUAGE,
} from '@name-swiper/contract/constants';
import type { Era, NameLength } from '@name-swiper/contract/name-shape';
import type { TagMatch } from '@name-swiper/contract/names';
import type { FilterPreferences } from '../stores/preferences-store';

/** The Filters screen's choices, as the deck, the tag counts and the deck total send them. */
export interface DeckFilters {
  tags: readonly string[];
  genders: readonly Gender[];
  tagMatch: TagMatch;
  initials: readonly string[];
  lengths: readonly NameLength[];
  eras: readonly Era[];
  unisex: boolean;
}

export function deckFiltersOf(preferences: FilterPreferences): DeckFilters {
  return {
    tags: preferences.selectedTags,
    genders: preferences.selectedGenders,
    tagMatch: preferences.tagMatch,
    initials: preferences.selectedInitials,
    lengths: preferences.selectedLengths,
    eras: preferences.selectedEras,
    unisex: preferences.unisexOnly,
  };
}

/** Each choice once: the server refuses a filter value given twice. */
const distinct = <T>(values: readonly T[]): T[] => [...new Set(values)];

/** The filters as query parameters; unisex only when on, so the plain deck's address stays as it was. */
export function deckFilterQuery({ unisex, tagMatch, tags, genders, initials, lengths, eras }: DeckFilters) {
  return {
    tags: distinct(tags),
    genders: distinct(genders),
    tagMatch,
    initials: distinct(initials),
    lengths: distinct(lengths),
    eras: distinct(eras),
    unisex: unisex ? 'true' : undefined,
  };
}

/** A stable key for caches: the same choices in another order are the same filters. */
export function filtersKey({
  tags,
  genders,
  tagMatch,
  initials,
  lengths,
  eras,
  unisex,
}: DeckFilters): string {
  const sorted = (list: readonly string[]) => [...list].sort();
  return JSON.stringify([
    sorted(tags),
    sorted(genders),
    tagMatch,
    sorted(initials),
    sorted(lengths),
    sorted(eras),
    unisex,
  ]);
}

const sameSet = (list: readonly string[], other: readonly string[]) =>
  list.length === other.length && list.every((entry) => other.includes(entry));

/**
 * Whether the filters narrow the deck beyond what a first visit starts with: the default places of either language
 * (a language switch keeps the tags it started with), every gender, any tag, and no letter, length, era or unisex.
 */
export function filtersNarrowDeck({ tags, genders, tagMatch, initials, lengths, eras, unisex }: DeckFilters) {
  const defaultTags = Object.values(DEFAULT_TAGS_BY_LANGUAGE).some((defaults) => sameSet(tags, defaults));
  return (
    !defaultTags ||
    !sameSet(genders, DEFAULT_GENDERS) ||
    tagMatch !== DEFAULT_TAG_MATCH ||
    initials.length > 0 ||
    lengths.length > 0 ||
    eras.length > 0 ||
    unisex
  );
}
