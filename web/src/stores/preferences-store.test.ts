import { STORAGE_KEYS } from '@name-swiper/contract/constants';
import { describe, expect, it } from 'vitest';
import { createPreferencesStore, readPreferences } from './preferences-store';

describe('preferences', () => {
  it('has the defaults of spec §3 and §9', () => {
    expect(readPreferences()).toEqual({
      lastName: '',
      font: 'rounded',
      selectedTags: ['english'],
      selectedGenders: ['M', 'F', 'N'],
      tagMatch: 'any',
      selectedInitials: [],
      selectedLengths: [],
      selectedEras: [],
      unisexOnly: false,
    });
  });

  it('keeps first letters, lengths, eras and unisex only on the device under their own keys', () => {
    const store = createPreferencesStore('en');
    store.setSelectedInitials(['e', 'm']);
    store.setSelectedLengths(['short']);
    store.setSelectedEras(['classic', 'rising']);
    store.setUnisexOnly(true);
    expect(window.localStorage.getItem(STORAGE_KEYS.selectedInitials)).toBe('["e","m"]');
    expect(window.localStorage.getItem(STORAGE_KEYS.unisexOnly)).toBe('true');
    expect(readPreferences()).toMatchObject({
      selectedInitials: ['e', 'm'],
      selectedLengths: ['short'],
      selectedEras: ['classic', 'rising'],
      unisexOnly: true,
    });
    store.setAll({ lastName: '', font: 'rounded', selectedTags: [], selectedGenders: ['F'] });
    expect(store.get().selectedLengths).toEqual(['short']);
    window.localStorage.setItem(STORAGE_KEYS.selectedInitials, '["ab"]');
    window.localStorage.setItem(STORAGE_KEYS.selectedLengths, '["tiny"]');
    window.localStorage.setItem(STORAGE_KEYS.selectedEras, 'not json');
    window.localStorage.setItem(STORAGE_KEYS.unisexOnly, '"yes"');
    expect(readPreferences()).toMatchObject({
      selectedInitials: [],
      selectedLengths: [],
      selectedEras: [],
      unisexOnly: false,
    });
  });

  it('without stored tags starts with the names popular where the language is spoken', () => {
    expect(readPreferences('nl').selectedTags).toEqual(['netherlands', 'flanders']);
    expect(readPreferences('en').selectedTags).toEqual(['english']);
    window.localStorage.setItem(STORAGE_KEYS.selectedTags, '["greek"]');
    expect(readPreferences('nl').selectedTags).toEqual(['greek']);
  });

  it('keeps how tags combine under its own key, falling back to any', () => {
    const store = createPreferencesStore('en');
    store.setTagMatch('all');
    expect(window.localStorage.getItem(STORAGE_KEYS.tagMatch)).toBe('"all"');
    expect(readPreferences().tagMatch).toBe('all');
    store.setAll({ lastName: '', font: 'rounded', selectedTags: [], selectedGenders: ['F'] });
    expect(store.get().tagMatch).toBe('all');
    window.localStorage.setItem(STORAGE_KEYS.tagMatch, '"some"');
    expect(readPreferences().tagMatch).toBe('any');
  });

  it('falls back to rounded for an unknown stored font, and to the defaults for broken lists', () => {
    window.localStorage.setItem(STORAGE_KEYS.font, 'comic-sans');
    window.localStorage.setItem(STORAGE_KEYS.selectedGenders, '["X"]');
    window.localStorage.setItem(STORAGE_KEYS.selectedTags, 'not json');
    const preferences = readPreferences();
    expect(preferences.font).toBe('rounded');
    expect(preferences.selectedGenders).toEqual(['M', 'F', 'N']);
    expect(preferences.selectedTags).toEqual(['english']);
  });

  it('stores each change under its key: the last name trimmed, lists as JSON', () => {
    const store = createPreferencesStore();
    store.setLastName('  de Vries ');
    store.setFont('serif');
    store.setSelectedTags(['greek']);
    store.setSelectedGenders(['F']);
    expect(window.localStorage.getItem(STORAGE_KEYS.lastName)).toBe('de Vries');
    expect(window.localStorage.getItem(STORAGE_KEYS.font)).toBe('serif');
    expect(window.localStorage.getItem(STORAGE_KEYS.selectedTags)).toBe('["greek"]');
    expect(window.localStorage.getItem(STORAGE_KEYS.selectedGenders)).toBe('["F"]');
    expect(store.get()).toEqual({
      lastName: 'de Vries',
      font: 'serif',
      selectedTags: ['greek'],
      selectedGenders: ['F'],
      tagMatch: 'any',
      selectedInitials: [],
      selectedLengths: [],
      selectedEras: [],
      unisexOnly: false,
    });
  });
});
