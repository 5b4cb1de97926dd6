import { describe, expect, it, vi } from 'vitest';
import en from './en.json';
import nl from './nl.json';

/** A fresh i18n module, as on a device's first start: no texts in yet. */
async function freshI18n() {
  vi.resetModules();
  return import('./i18n');
}

describe('texts of the later screens', () => {
  it('start without the later screens, and show them once a lazy screen asks', async () => {
    const { initI18n, currentTranslator, loadLaterTexts, subscribeToLanguage } = await freshI18n();
    await initI18n('en');
    expect(currentTranslator().t('swipe.like')).toBe(en.swipe.like);
    expect(currentTranslator().t('credits.link')).toBe(en.credits.link);
    expect(currentTranslator().has('decide.title')).toBe(false);

    const renders = vi.fn();
    subscribeToLanguage(renders);
    await loadLaterTexts();
    expect(renders).toHaveBeenCalled();
    expect(currentTranslator().t('decide.title')).toBe(en.decide.title);
    expect(currentTranslator().t('swipe.like')).toBe(en.swipe.like);
  });

  it('bring a language switched to afterwards in whole', async () => {
    const { initI18n, changeLanguage, currentTranslator, loadLaterTexts } = await freshI18n();
    await initI18n('en');
    await loadLaterTexts();
    await changeLanguage('nl');
    expect(currentTranslator().language).toBe('nl');
    expect(currentTranslator().t('settings.title')).toBe(nl.settings.title);
    expect(currentTranslator().t('swipe.like')).toBe(nl.swipe.like);
  });
});

describe('a screen opened directly', () => {
  it('shows its texts when it asks for them while the first part is still on its way', async () => {
    const { initI18n, currentTranslator, loadLaterTexts } = await freshI18n();
    await Promise.all([initI18n('nl'), loadLaterTexts()]);
    expect(currentTranslator().t('name.countries.ew')).toBe(nl.name.countries.ew);
  });
});
