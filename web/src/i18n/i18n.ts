import type { Language } from '@name-swiper/contract/constants';
import { FALLBACK_LANGUAGE, LANGUAGES, STORAGE_KEYS } from '@name-swiper/contract/constants';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readItem, writeItem } from '../platform/local-storage';
import en from './en.json';
import nl from './nl.json';

export const resources = { en: { translation: en }, nl: { translation: nl } } as const;

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}

/** Detection order of spec §9: the stored setting, then the browser language, then English. */
export function detectLanguage(
  stored: string | null = readItem(STORAGE_KEYS.language),
  browserLanguages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Language {
  if (isLanguage(stored)) {
    return stored;
  }
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) {
      return base;
    }
  }
  return FALLBACK_LANGUAGE;
}

export const i18n = i18next.createInstance();

export function initI18n(language: Language = detectLanguage()): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    i18n.on('languageChanged', (lng) => {
      document.documentElement.lang = lng;
    });
    document.documentElement.lang = language;
  }
  return i18n;
}

/** Switches the language at once and remembers it (spec §2.9). */
export function changeLanguage(language: Language): void {
  writeItem(STORAGE_KEYS.language, language);
  void i18n.changeLanguage(language);
}
