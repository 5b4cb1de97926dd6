import type { Language } from '@name-swiper/contract/constants';
import type { TFunction, TranslationValues } from './translation-keys';

/** One language's texts and the function that reads them. */
export interface Translator {
  language: Language;
  t: TFunction;
  /** Whether a text exists, for keys built from data ("originLanguages.gem"). */
  has(key: string): boolean;
}

const PLACEHOLDER = /{{\s*(\w+)\s*}}/g;

/** The texts by their dotted paths: { swipe: { like } } → "swipe.like". */
function flatten(texts: object, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string') {
      into.set(prefix + key, value);
    } else if (typeof value === 'object' && value !== null) {
      flatten(value, `${prefix}${key}.`, into);
    }
  }
  return into;
}

/** `{{name}}` takes its value as it is (React escapes what it renders); a placeholder without one stays. */
function interpolate(text: string, values: TranslationValues): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : String(value);
  });
}

/**
 * Reads texts in the i18next JSON format: nested keys, `{{name}}` placeholders, and plural forms `key_one`,
 * `key_other` (the language's categories of Intl.PluralRules) picked by `count`, `key_other` when a form is
 * missing. A key without a text comes back as itself. `texts` is one language's JSON; the keys `t` takes are typed
 * from en.json.
 */
export function createTranslator(language: Language, texts: object): Translator {
  const byKey = flatten(texts);
  let pluralRules: Intl.PluralRules | undefined;
  const pluralForm = (key: string, count: number) => {
    pluralRules ??= new Intl.PluralRules(language);
    return byKey.get(`${key}_${pluralRules.select(count)}`) ?? byKey.get(`${key}_other`);
  };
  const t = (key: string, values?: TranslationValues): string => {
    const count = values?.count;
    const text = (typeof count === 'number' ? pluralForm(key, count) : undefined) ?? byKey.get(key);
    if (text === undefined) {
      return key;
    }
    return values ? interpolate(text, values) : text;
  };
  return { language, t, has: (key) => byKey.has(key) };
}
