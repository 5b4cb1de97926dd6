import type { Language } from '@name-swiper/contract/constants';
import { FALLBACK_LANGUAGE, LANGUAGES, STORAGE_KEYS } from '@name-swiper/contract/constants';
import { readItem } from '../platform/local-storage';
import type en from './en.json';

export type Translation = typeof en;

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

/** Each language's texts in a chunk of its own: a device downloads the language it shows, the other on a switch. */
const files: Record<Language, () => Promise<{ default: Translation }>> = {
  en: () => import('./en.json'),
  nl: () => import('./nl.json'),
};

const loading = new Map<Language, Promise<Translation>>();

/** A language's texts, fetched once; the entry starts this for the detected language before the app's code runs. */
export function loadTranslation(language: Language): Promise<Translation> {
  let translation = loading.get(language);
  if (!translation) {
    translation = files[language]().then((module) => module.default);
    loading.set(language, translation);
  }
  return translation;
}
