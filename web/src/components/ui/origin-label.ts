import { FALLBACK_LANGUAGE } from '@name-swiper/contract/constants';

/**
 * Wiktionary also writes codes that are not BCP 47 languages, and Intl reads some of them as another language
 * (gem-pro, Proto-Germanic, would become Old Provençal), so only plain two- and three-letter codes are looked up.
 */
const PLAIN_LANGUAGE_CODE = /^[a-z]{2,3}$/;

function languageName(names: Intl.DisplayNames, code: string): string | undefined {
  return PLAIN_LANGUAGE_CODE.test(code) ? names.of(code) : undefined;
}

/**
 * The etymological origin in the reader's language: the catalogue's English text, or in another language the
 * origin languages' own names there ("Oudgrieks"), where Intl knows every one of them.
 */
export function originLabel(origin: string, originLanguages: readonly string[], language: string): string {
  if (language === FALLBACK_LANGUAGE || originLanguages.length === 0) {
    return origin;
  }
  try {
    const names = new Intl.DisplayNames([language], { type: 'language', fallback: 'none' });
    const translated = originLanguages.map((code) => languageName(names, code));
    if (translated.every((name) => name !== undefined)) {
      return translated.join(', ');
    }
  } catch (error) {
    if (!(error instanceof RangeError)) {
      throw error;
    }
  }
  return origin;
}
