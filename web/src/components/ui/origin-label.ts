import { FALLBACK_LANGUAGE } from '@name-swiper/contract/constants';
import type en from '../../i18n/en.json';
import { hasText } from '../../i18n/i18n';
import { languageNames } from '../../i18n/intl-formats';
import type { TFunction } from '../../i18n/translation-keys';

/**
 * Wiktionary also writes codes that are not BCP 47 languages, and Intl reads some of them as another language
 * (gem-pro, Proto-Germanic, would become Old Provençal), so only plain two- and three-letter codes are looked up.
 */
const PLAIN_LANGUAGE_CODE = /^[a-z]{2,3}$/;

type OwnOriginLanguage = keyof typeof en.originLanguages;

/** The catalogue's language codes that some browsers' Intl cannot name (language families, old languages). */
function isOwnOriginLanguage(code: string): code is OwnOriginLanguage {
  return hasText(`originLanguages.${code}`);
}

function languageName(t: TFunction, language: string, code: string): string | undefined {
  if (isOwnOriginLanguage(code)) {
    return t(`originLanguages.${code}`);
  }
  return PLAIN_LANGUAGE_CODE.test(code) ? languageNames(language).of(code) : undefined;
}

/**
 * The etymological origin in the reader's language: the catalogue's English text, or in another language the
 * origin languages' names there ("Oudgrieks"): our own for the codes some browsers' Intl lacks, Intl's for the
 * others; the English text where a code has neither.
 */
export function originLabel(
  t: TFunction,
  origin: string,
  originLanguages: readonly string[],
  language: string,
): string {
  if (language === FALLBACK_LANGUAGE || originLanguages.length === 0) {
    return origin;
  }
  try {
    const translated = originLanguages.map((code) => languageName(t, language, code));
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
