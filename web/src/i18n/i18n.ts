import type { Language } from '@name-swiper/contract/constants';
import { STORAGE_KEYS } from '@name-swiper/contract/constants';
import { writeItem } from '../platform/local-storage';
import { createStore } from '../stores/create-store';
import { detectLanguage, loadTranslation } from './languages';
import type { Translator } from './translator';
import { createTranslator } from './translator';

export { detectLanguage, isLanguage } from './languages';

/** The languages whose texts are in: the one the app started in, and any it switched to. */
const translators = new Map<Language, Translator>();

/** The language on screen, with its texts. */
const shown = createStore<Translator | undefined>(undefined);

/** The language the last switch asked for: an earlier choice whose texts arrive later does not win. */
let requested: Language | undefined;

/** Fetches a language's texts once; a switch to it afterwards shows it at once. */
export async function loadLanguage(language: Language): Promise<Translator> {
  const texts = await loadTranslation(language);
  let translator = translators.get(language);
  if (!translator) {
    translator = createTranslator(language, texts);
    translators.set(language, translator);
  }
  return translator;
}

function show(translator: Translator): void {
  shown.set(translator);
  document.documentElement.lang = translator.language;
}

/** The language on screen; the app renders only once `initI18n` has shown one. */
export function currentTranslator(): Translator {
  const translator = shown.get();
  if (!translator) {
    throw new Error('Texts are read before initI18n loaded them');
  }
  return translator;
}

/** Calls `listener` after every switch of language. */
export const subscribeToLanguage = shown.subscribe;

/** Whether the language on screen has a text at `key` (keys built from data: "tags.names.irish"). */
export function hasText(key: string): boolean {
  return currentTranslator().has(key);
}

/** Shows `language` once its texts are in (every language has every key, so none falls back). */
export async function initI18n(language: Language = detectLanguage()): Promise<void> {
  const translator = await loadLanguage(language);
  if (!shown.get()) {
    show(translator);
  }
}

/** Switches the language, at once if its texts are in, else as soon as they are, and remembers it (spec §2.9). */
export async function changeLanguage(language: Language): Promise<void> {
  writeItem(STORAGE_KEYS.language, language);
  requested = language;
  const translator = translators.get(language) ?? (await loadLanguage(language));
  if (requested === language) {
    show(translator);
  }
}
