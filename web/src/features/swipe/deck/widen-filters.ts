import { GENDERS, TAG_CATEGORIES } from '@name-swiper/contract/constants';
import type { FilterPreferences, PreferencesStore } from '../../../stores/preferences-store';

/** One way to let more names through, offered when the filters leave none. */
export type Widening =
  | 'matchAnyTag'
  | 'anyLength'
  | 'anyEra'
  | 'anyLetter'
  | 'notOnlyUnisex'
  | 'anyGender'
  | 'allPlaces'
  | 'allTags';

const PLACE_TAGS: readonly string[] = TAG_CATEGORIES.geographic;
const isPlace = (tag: string) => PLACE_TAGS.includes(tag);

/** The widenings that would change these filters, the mildest first. */
export function wideningsOf(preferences: FilterPreferences): Widening[] {
  const { selectedTags, selectedGenders, tagMatch } = preferences;
  const widenings: Widening[] = [];
  if (tagMatch === 'all' && selectedTags.length > 1) {
    widenings.push('matchAnyTag');
  }
  if (preferences.selectedLengths.length > 0) {
    widenings.push('anyLength');
  }
  if (preferences.selectedEras.length > 0) {
    widenings.push('anyEra');
  }
  if (preferences.selectedInitials.length > 0) {
    widenings.push('anyLetter');
  }
  if (preferences.unisexOnly) {
    widenings.push('notOnlyUnisex');
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

type FilterSetters = Pick<
  PreferencesStore,
  | 'setTagMatch'
  | 'setSelectedGenders'
  | 'setSelectedTags'
  | 'setSelectedLengths'
  | 'setSelectedEras'
  | 'setSelectedInitials'
  | 'setUnisexOnly'
>;

/** Applies one widening: "any of" the tags, any length, era or first letter, not only unisex, every gender, no place tags, or no tags at all. */
export function widen(widening: Widening, { selectedTags }: FilterPreferences, store: FilterSetters): void {
  switch (widening) {
    case 'matchAnyTag':
      store.setTagMatch('any');
      return;
    case 'anyLength':
      store.setSelectedLengths([]);
      return;
    case 'anyEra':
      store.setSelectedEras([]);
      return;
    case 'anyLetter':
      store.setSelectedInitials([]);
      return;
    case 'notOnlyUnisex':
      store.setUnisexOnly(false);
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
