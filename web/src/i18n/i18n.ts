import type { Language } from '@name-swiper/contract/constants';
import { FALLBACK_LANGUAGE, LANGUAGES, STORAGE_KEYS } from '@name-swiper/contract/constants';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { writeItem } from '../platform/local-storage';
import { detectLanguage, loadTranslation } from './languages';

export { detectLanguage, isLanguage } from './languages';

export const i18n = i18next.createInstance();

/** Adds a language's texts once. */
export async function loadLanguage(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await loadTranslation(language));
  }
}

/** Starts i18next in `language` once its texts are in (every language has every key, so none falls back). */
export async function initI18n(language: Language = detectLanguage()): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    const translation = await loadTranslation(language);
    void i18n.use(initReactI18next).init({
      resources: { [language]: { translation } },
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

/** Switches the language as soon as its texts are in, and remembers it (spec §2.9). */
export async function changeLanguage(language: Language): Promise<void> {
  writeItem(STORAGE_KEYS.language, language);
  if (!i18n.hasResourceBundle(language, 'translation')) {
    await loadLanguage(language);
  }
  await i18n.changeLanguage(language);
}
