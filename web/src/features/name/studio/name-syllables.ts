import type { Place } from '@name-swiper/contract/constants';
import type { Pronunciation } from '@name-swiper/contract/names';
import { nameLanguage } from '../../../platform/speech-language';
import type { WordSyllables } from './syllables';
import { spokenSyllables, wordsOf } from './syllables';

/** Words that join a last name and are never stressed (van der Heijden, de Vries, di Stefano, dos Santos). */
const PARTICLES = new Set([
  'van',
  'der',
  'den',
  'de',
  'het',
  "'t",
  'ten',
  'ter',
  'te',
  'in',
  'op',
  'von',
  'zu',
  'vom',
  'zum',
  'le',
  'la',
  'les',
  'du',
  'des',
  'di',
  'da',
  'del',
  'della',
  'dei',
  'dos',
  'das',
  'do',
  'y',
  'e',
  'af',
  'al',
  'el',
  'bin',
  'ibn',
]);

export const isParticle = (word: string): boolean => PARTICLES.has(word.toLowerCase().replace('’', "'"));

/** The pronunciation languages an interface language speaks, its own first. */
const OWN_LANGUAGES: Record<string, readonly string[]> = { en: ['en-GB', 'en-US'], nl: ['nl'] };

const primary = (tag: string) => tag.split('-')[0] ?? tag;

/**
 * The pronunciation whose syllables the studio shows: one in the interface language, else in the language of where the
 * name is most common, else the first there is; of several in one language the one with the most syllables, since a
 * shorter one is usually a clipped form (Zoe as /zəʊ/ beside /ˈzəʊi/).
 */
export function pronunciationFor(
  pronunciations: readonly Pronunciation[],
  uiLanguage: string,
  places: readonly Place[],
): Pronunciation | undefined {
  const placeLanguage = nameLanguage(places);
  const wanted = [
    ...(OWN_LANGUAGES[primary(uiLanguage)] ?? [uiLanguage]),
    placeLanguage && primary(placeLanguage),
  ];
  for (const language of wanted) {
    const inLanguage = pronunciations.filter(
      (p) => language !== undefined && (p.language === language || primary(p.language) === language),
    );
    if (inLanguage.length > 0) {
      return inLanguage.reduce((best, p) => (p.syllables > best.syllables ? p : best));
    }
  }
  return pronunciations[0];
}

export interface FullNameWords {
  first: string;
  middle: string;
  last: string;
}

/**
 * Every word of the full name with its syllables: a one-word first name by its pronunciation where there is one, the
 * rest estimated from the spelling by `estimate`; a particle of the last name carries no stress.
 */
export function fullNameSyllables(
  { first, middle, last }: FullNameWords,
  pronunciation: Pronunciation | undefined,
  estimate: (word: string) => WordSyllables,
): WordSyllables[] {
  const firstWords = wordsOf(first);
  const firstSyllables =
    pronunciation && firstWords.length === 1
      ? [spokenSyllables(first, pronunciation.syllables)]
      : firstWords.map(estimate);
  const lastSyllables = wordsOf(last).map((word) => {
    const syllables = estimate(word);
    return isParticle(word) ? { ...syllables, stress: -1 } : syllables;
  });
  return [...firstSyllables, ...wordsOf(middle).map(estimate), ...lastSyllables];
}
