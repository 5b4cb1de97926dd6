import type { Language } from '@name-swiper/contract/constants';
import { STORAGE_KEYS } from '@name-swiper/contract/constants';
import { describe, expect, it, vi } from 'vitest';
import en from './en.json';
import type * as Languages from './languages';
import nl from './nl.json';

/** Each language's texts arrive when the test says so: a fresh i18n module over a held `loadTranslation`. */
async function heldLanguages() {
  const arrive = new Map<Language, () => void>();
  const texts = { en, nl };
  vi.resetModules();
  vi.doMock('./languages', async (importOriginal) => ({
    ...(await importOriginal<typeof Languages>()),
    loadTranslation: (language: Language) =>
      new Promise((resolve) => arrive.set(language, () => resolve(texts[language]))),
  }));
  const i18n = await import('./i18n');
  const arrival = (language: Language) => {
    arrive.get(language)?.();
    return new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { ...i18n, arrival };
}

describe('changeLanguage', () => {
  it('starts in one language and loads the other only on a switch, then shows it', async () => {
    const { initI18n, changeLanguage, currentTranslator, arrival } = await heldLanguages();
    const started = initI18n('en');
    await arrival('en');
    await started;
    expect(document.documentElement.lang).toBe('en');

    const switched = changeLanguage('nl');
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('nl');
    expect(currentTranslator().language).toBe('en');
    await arrival('nl');
    await switched;
    expect(currentTranslator().t('settings.language')).toBe('Taal');
    expect(document.documentElement.lang).toBe('nl');
  });

  it('ends in the language chosen last when an earlier choice’s texts arrive later', async () => {
    const { initI18n, changeLanguage, currentTranslator, arrival } = await heldLanguages();
    const started = initI18n('en');
    await arrival('en');
    await started;

    const toDutch = changeLanguage('nl');
    await changeLanguage('en');
    await arrival('nl');
    await toDutch;
    expect(currentTranslator().language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
  });
});
