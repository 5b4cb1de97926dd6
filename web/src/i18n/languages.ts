import type { Language } from '@name-swiper/contract/constants';
import { FALLBACK_LANGUAGE, LANGUAGES, STORAGE_KEYS } from '@name-swiper/contract/constants';
import { readItem } from '../platform/local-storage';
import type en from './en.json';
import type { TextPart, Texts } from './text-parts';

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

/**
 * Each language's texts in two chunks of their own (text-parts.ts): a device downloads the language it shows, the
 * other on a switch, and the later screens' texts after the first screen.
 */
const files: Record<Language, Record<TextPart, () => Promise<{ default: Texts }>>> = {
  en: { start: () => import('virtual:texts/en/start'), later: () => import('virtual:texts/en/later') },
  nl: { start: () => import('virtual:texts/nl/start'), later: () => import('virtual:texts/nl/later') },
};

const loading = new Map<string, Promise<Texts>>();

/** One part of a language's texts, fetched once; the entry starts the first part before the app's code runs. */
export function loadTranslation(language: Language, part: TextPart = 'start'): Promise<Texts> {
  const key = `${language}/${part}`;
  let texts = loading.get(key);
  if (!texts) {
    texts = files[language][part]().then((module) => module.default);
    loading.set(key, texts);
  }
  return texts;
}
