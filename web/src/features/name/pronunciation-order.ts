import type { Place } from '@name-swiper/contract/constants';
import { PLACE_LANGUAGES } from '@name-swiper/contract/constants';
import type { Pronunciation } from '@name-swiper/contract/names';

export interface LanguagePronunciations {
  /** The pronunciation's language tag (en-GB, nl). */
  language: string;
  /** Each variant's IPA as written, segments joined (WikiPron separates them with spaces). */
  ipa: string[];
}

const primary = (tag: string) => tag.split('-')[0]?.toLowerCase() ?? '';

/** The interface language's own tags first: en-GB before en-US for English, as the app's English voice. */
const OWN_TAGS: Readonly<Record<string, readonly string[]>> = { en: ['en-GB', 'en-US'], nl: ['nl'] };

/**
 * The name's pronunciations per language (decision 80): the parent's language first, then the languages of the
 * places where the name is popular (in their order), then the others by tag.
 */
export function pronunciationsByLanguage(
  pronunciations: readonly Pronunciation[],
  uiLanguage: string,
  places: readonly Place[],
): LanguagePronunciations[] {
  const byLanguage = new Map<string, string[]>();
  for (const { language, ipa } of pronunciations) {
    byLanguage.set(language, [...(byLanguage.get(language) ?? []), ipa.replaceAll(' ', '')]);
  }
  const placeLanguages = places.flatMap((place) => PLACE_LANGUAGES[place].map(primary));
  const own = OWN_TAGS[primary(uiLanguage)] ?? [];
  const rank = (tag: string): number => {
    if (own.includes(tag)) {
      return own.indexOf(tag);
    }
    const index = placeLanguages.indexOf(primary(tag));
    return own.length + (index === -1 ? placeLanguages.length : index);
  };
  return [...byLanguage]
    .map(([language, ipa]) => ({ language, ipa }))
    .sort((a, b) => rank(a.language) - rank(b.language) || a.language.localeCompare(b.language));
}

/** IPA without what the languages' conventions write differently for the same sound (length, stress). */
const comparable = (ipa: string) => ipa.replace(/[ːˑˈˌ.]/g, '');

/** Whether English and Dutch both have the name and no English reading matches a Dutch one (Daan, Julia). */
export function saidDifferentlyInEnglishAndDutch(groups: readonly LanguagePronunciations[]): boolean {
  const english = groups.filter((g) => primary(g.language) === 'en').flatMap((g) => g.ipa.map(comparable));
  const dutch = groups.filter((g) => primary(g.language) === 'nl').flatMap((g) => g.ipa.map(comparable));
  return english.length > 0 && dutch.length > 0 && !english.some((ipa) => dutch.includes(ipa));
}
