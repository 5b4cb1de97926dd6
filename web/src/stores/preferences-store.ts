import type { FontKey, Gender } from '@name-swiper/contract/constants';
import {
  DEFAULT_FONT,
  DEFAULT_GENDERS,
  DEFAULT_TAGS,
  FONTS,
  GENDERS,
  STORAGE_KEYS,
} from '@name-swiper/contract/constants';
import { readItem, readJson, writeItem, writeJson } from '../platform/local-storage';
import { createStore } from './create-store';

export interface Preferences {
  lastName: string;
  font: FontKey;
  selectedTags: string[];
  selectedGenders: Gender[];
}

export function isFontKey(value: unknown): value is FontKey {
  return typeof value === 'string' && Object.hasOwn(FONTS, value);
}

function isGender(value: unknown): value is Gender {
  return GENDERS.some((gender) => gender === value);
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');
const isGenderList = (value: unknown): value is Gender[] => Array.isArray(value) && value.every(isGender);

/** Reads the stored preferences with the defaults of spec §3/§9; an unknown font falls back to rounded. */
export function readPreferences(): Preferences {
  const storedFont = readItem(STORAGE_KEYS.font);
  return {
    lastName: readItem(STORAGE_KEYS.lastName) ?? '',
    font: isFontKey(storedFont) ? storedFont : DEFAULT_FONT,
    selectedTags: readJson(STORAGE_KEYS.selectedTags, isStringList, DEFAULT_TAGS),
    selectedGenders: readJson(STORAGE_KEYS.selectedGenders, isGenderList, DEFAULT_GENDERS),
  };
}

export function createPreferencesStore() {
  const store = createStore<Preferences>(readPreferences());
  const update = (patch: Partial<Preferences>) => store.set({ ...store.get(), ...patch });
  return {
    get: store.get,
    subscribe: store.subscribe,
    setLastName(lastName: string): void {
      const trimmed = lastName.trim();
      writeItem(STORAGE_KEYS.lastName, trimmed);
      update({ lastName: trimmed });
    },
    setFont(font: FontKey): void {
      writeItem(STORAGE_KEYS.font, font);
      update({ font });
    },
    setSelectedTags(selectedTags: string[]): void {
      writeJson(STORAGE_KEYS.selectedTags, selectedTags);
      update({ selectedTags });
    },
    setSelectedGenders(selectedGenders: Gender[]): void {
      writeJson(STORAGE_KEYS.selectedGenders, selectedGenders);
      update({ selectedGenders });
    },
    /** Replaces every preference at once (the synced set of a signed-in account). */
    setAll(preferences: Preferences): void {
      writeItem(STORAGE_KEYS.lastName, preferences.lastName);
      writeItem(STORAGE_KEYS.font, preferences.font);
      writeJson(STORAGE_KEYS.selectedTags, preferences.selectedTags);
      writeJson(STORAGE_KEYS.selectedGenders, preferences.selectedGenders);
      store.set({ ...preferences });
    },
  };
}

export type PreferencesStore = ReturnType<typeof createPreferencesStore>;

export const preferencesStore = createPreferencesStore();
