import type { FontKey, Gender, Language, TagMatch } from '@name-swiper/contract/constants';
import {
  DEFAULT_FONT,
  DEFAULT_GENDERS,
  DEFAULT_TAG_MATCH,
  DEFAULT_TAGS_BY_LANGUAGE,
  FONTS,
  GENDERS,
  STORAGE_KEYS,
  TAG_MATCHES,
} from '@name-swiper/contract/constants';
import type { Era, NameLength } from '@name-swiper/contract/name-shape';
import { ERAS, INITIALS, NAME_LENGTHS } from '@name-swiper/contract/name-shape';
import { detectLanguage } from '../i18n/languages';
import { readItem, readJson, writeItem, writeJson } from '../platform/local-storage';
import { createStore } from './create-store';

export interface Preferences {
  lastName: string;
  font: FontKey;
  selectedTags: string[];
  selectedGenders: Gender[];
  tagMatch: TagMatch;
  /** First letters, lengths and eras the deck is filtered by (none = all), and unisex only (decision 63). */
  selectedInitials: string[];
  selectedLengths: NameLength[];
  selectedEras: Era[];
  unisexOnly: boolean;
}

/** The filters that stay the device's own: a signed-in account syncs tags and genders only. */
type DeviceFilterKey = 'tagMatch' | 'selectedInitials' | 'selectedLengths' | 'selectedEras' | 'unisexOnly';

/** The choices of the Filters screen. */
export type FilterPreferences = Pick<Preferences, 'selectedTags' | 'selectedGenders' | DeviceFilterKey>;

/** What a signed-in account syncs; how tags combine and the filters of decision 63 stay the device's own. */
export type AccountPreferences = Omit<Preferences, DeviceFilterKey>;

export function isFontKey(value: unknown): value is FontKey {
  return typeof value === 'string' && Object.hasOwn(FONTS, value);
}

function isGender(value: unknown): value is Gender {
  return GENDERS.some((gender) => gender === value);
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');
const isGenderList = (value: unknown): value is Gender[] => Array.isArray(value) && value.every(isGender);
const isTagMatch = (value: unknown): value is TagMatch => TAG_MATCHES.some((match) => match === value);
const isListOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T[] =>
    Array.isArray(value) && value.every((entry) => values.some((known) => known === entry));
const isInitialList = isListOf(INITIALS);
const isLengthList = isListOf(NAME_LENGTHS);
const isEraList = isListOf(ERAS);
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

const defaultTags = (language: Language): string[] => [...DEFAULT_TAGS_BY_LANGUAGE[language]];

/**
 * Reads the stored preferences with the defaults of spec §3/§9; an unknown font falls back to rounded, and
 * without stored tags the deck starts with the names popular where the language is spoken.
 */
export function readPreferences(language: Language = detectLanguage()): Preferences {
  const storedFont = readItem(STORAGE_KEYS.font);
  return {
    lastName: readItem(STORAGE_KEYS.lastName) ?? '',
    font: isFontKey(storedFont) ? storedFont : DEFAULT_FONT,
    selectedTags: readJson(STORAGE_KEYS.selectedTags, isStringList, defaultTags(language)),
    selectedGenders: readJson(STORAGE_KEYS.selectedGenders, isGenderList, DEFAULT_GENDERS),
    tagMatch: readJson(STORAGE_KEYS.tagMatch, isTagMatch, DEFAULT_TAG_MATCH),
    selectedInitials: readJson(STORAGE_KEYS.selectedInitials, isInitialList, []),
    selectedLengths: readJson(STORAGE_KEYS.selectedLengths, isLengthList, []),
    selectedEras: readJson(STORAGE_KEYS.selectedEras, isEraList, []),
    unisexOnly: readJson(STORAGE_KEYS.unisexOnly, isBoolean, false),
  };
}

export function createPreferencesStore(language?: Language) {
  const store = createStore<Preferences>(readPreferences(language));
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
    setTagMatch(tagMatch: TagMatch): void {
      writeJson(STORAGE_KEYS.tagMatch, tagMatch);
      update({ tagMatch });
    },
    setSelectedInitials(selectedInitials: string[]): void {
      writeJson(STORAGE_KEYS.selectedInitials, selectedInitials);
      update({ selectedInitials });
    },
    setSelectedLengths(selectedLengths: NameLength[]): void {
      writeJson(STORAGE_KEYS.selectedLengths, selectedLengths);
      update({ selectedLengths });
    },
    setSelectedEras(selectedEras: Era[]): void {
      writeJson(STORAGE_KEYS.selectedEras, selectedEras);
      update({ selectedEras });
    },
    setUnisexOnly(unisexOnly: boolean): void {
      writeJson(STORAGE_KEYS.unisexOnly, unisexOnly);
      update({ unisexOnly });
    },
    /** Replaces the synced preferences at once (the set of a signed-in account). */
    setAll(preferences: AccountPreferences): void {
      writeItem(STORAGE_KEYS.lastName, preferences.lastName);
      writeItem(STORAGE_KEYS.font, preferences.font);
      writeJson(STORAGE_KEYS.selectedTags, preferences.selectedTags);
      writeJson(STORAGE_KEYS.selectedGenders, preferences.selectedGenders);
      update({ ...preferences });
    },
  };
}

export type PreferencesStore = ReturnType<typeof createPreferencesStore>;

export const preferencesStore = createPreferencesStore();
