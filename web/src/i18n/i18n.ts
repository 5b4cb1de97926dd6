import type { Language } from '@name-swiper/contract/constants';
import { STORAGE_KEYS } from '@name-swiper/contract/constants';
import { writeItem } from '../platform/local-storage';
import { createStore } from '../stores/create-store';
import { detectLanguage, loadTranslation } from './languages';
import { joinTexts } from './text-parts';
import type { Translator } from './translator';
import { createTranslator } from './translator';

export { detectLanguage, isLanguage } from './languages';

/** The languages whose texts are in (the one the app started in, and any it switched to), and which parts. */
const translators = new Map<Language, { translator: Translator; withLater: boolean }>();

/** Whether the later screens' texts are wanted: from then on every language comes with them. */
let laterWanted = false;

/** The language the app starts in, from the moment initI18n asks for it. */
let starting: Language | undefined;

/** The language on screen, with its texts. */
const shown = createStore<Translator | undefined>(undefined);

/** The language the last switch asked for: an earlier choice whose texts arrive later does not win. */
let requested: Language | undefined;

/**
 * Fetches a language's texts once, the later screens' too once they are wanted; a switch to it afterwards shows it
 * at once.
 */
export async function loadLanguage(language: Language): Promise<Translator> {
  const withLater = laterWanted;
  const [start, later] = await Promise.all([
    loadTranslation(language, 'start'),
    withLater ? loadTranslation(language, 'later') : undefined,
  ]);
  const known = translators.get(language);
  if (known && (known.withLater || !later)) {
    return known.translator;
  }
  const translator = createTranslator(language, later ? joinTexts(start, later) : start);
  translators.set(language, { translator, withLater: later !== undefined });
  return translator;
}

/**
 * Fetches the texts of the screens beyond the first for the languages in, and shows them: a lazy screen waits for
 * this with its code, and the app asks for it once the first screen is up.
 */
export async function loadLaterTexts(): Promise<void> {
  laterWanted = true;
  const languages = new Set([...translators.keys(), ...(starting ? [starting] : [])]);
  const loaded = await Promise.all([...languages].map(loadLanguage));
  const current = shown.get();
  const renewed = loaded.find((translator) => translator.language === current?.language);
  if (current && renewed && renewed !== current) {
    show(renewed);
  }
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

/** Calls `listener` after every switch of language, and when the later screens' texts come in. */
export const subscribeToLanguage = shown.subscribe;

/** Whether the language on screen has a text at `key` (keys built from data: "tags.names.irish"). */
export function hasText(key: string): boolean {
  return currentTranslator().has(key);
}

/** Shows `language` once its texts are in (every language has every key, so none falls back). */
export async function initI18n(language: Language = detectLanguage()): Promise<void> {
  starting = language;
  let translator = await loadLanguage(language);
  // A screen opened directly may have asked for the later texts while the first part was on its way.
  if (laterWanted) {
    translator = await loadLanguage(language);
  }
  if (!shown.get()) {
    show(translator);
  }
}

/** Switches the language, at once if its texts are in, else as soon as they are, and remembers it (spec §2.9). */
export async function changeLanguage(language: Language): Promise<void> {
  writeItem(STORAGE_KEYS.language, language);
  requested = language;
  const known = translators.get(language);
  const translator =
    known && (known.withLater || !laterWanted) ? known.translator : await loadLanguage(language);
  if (requested === language) {
    show(translator);
  }
}
