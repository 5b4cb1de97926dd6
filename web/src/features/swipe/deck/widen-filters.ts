import { GENDERS, TAG_CATEGORIES } from '@name-swiper/contract/constants';
import type { FilterPreferences, PreferencesStore } from '../../../stores/preferences-store';

/** One way to let more names through, offered when the filters leave none. */
export type Widening = 'matchAnyTag' | 'anyGender' | 'allPlaces' | 'allTags';

const PLACE_TAGS: readonly string[] = TAG_CATEGORIES.geographic;
const isPlace = (tag: string) => PLACE_TAGS.includes(tag);

/** The widenings that would change these filters, the mildest first. */
export function wideningsOf({ selectedTags, selectedGenders, tagMatch }: FilterPreferences): Widening[] {
  const widenings: Widening[] = [];
  if (tagMatch === 'all' && selectedTags.length > 1) {
    widenings.push('matchAnyTag');
  }
  if (GENDERS.some((gender) => !selectedGenders.includes(gender))) {
    widenings.push('anyGender');
  }
  if (selectedTags.some(isPlace)) {
    widenings.push('allPlaces');
  } else if (selectedTags.length > 0) {
    widenings.push('allTags');
  }
  return widenings;
}

type FilterSetters = Pick<PreferencesStore, 'setTagMatch' | 'setSelectedGenders' | 'setSelectedTags'>;

/** Applies one widening: "any of" the tags, every gender, no place tags, or no tags at all. */
export function widen(widening: Widening, { selectedTags }: FilterPreferences, store: FilterSetters): void {
  switch (widening) {
    case 'matchAnyTag':
      store.setTagMatch('any');
      return;
    case 'anyGender':
      store.setSelectedGenders([...GENDERS]);
      return;
    case 'allPlaces':
      store.setSelectedTags(selectedTags.filter((tag) => !isPlace(tag)));
      return;
    case 'allTags':
      store.setSelectedTags([]);
  }
}
