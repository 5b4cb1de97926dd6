import { initialOf, mainWord } from './letters';

export type WordLanguage = 'en' | 'nl';

/**
 * Initials that spell a word parents would not want on a school bag, towel or monogram. The lists are kept short
 * on purpose: every entry is a word a classmate would actually say (a swear word, a body word, an insult, or an
 * abbreviation everyone reads as one), chosen by hand from common "unfortunate initials" lists for English and by a
 * Dutch speaker for Dutch, and reviewed for false alarms (a plain word such as BEN or EVA is not listed). Slurs are
 * left out rather than spelled here; the warning is a nudge, not a filter.
 */
export const UNFORTUNATE_INITIALS: Readonly<Record<WordLanguage, readonly string[]>> = {
  en: [
    'ASS',
    'BUM',
    'BUTT',
    'BM',
    'BO',
    'COW',
    'CUM',
    'DIE',
    'DUD',
    'DUMB',
    'FAT',
    'FML',
    'FU',
    'HAG',
    'KKK',
    'NUT',
    'OMG',
    'PEE',
    'PIG',
    'POO',
    'POOP',
    'PMS',
    'RAT',
    'SAD',
    'SEX',
    'SOB',
    'STD',
    'UGH',
    'UGLY',
    'WTF',
    'ZIT',
  ],
  nl: [
    'AAP',
    'DOM',
    'GEK',
    'GVD',
    'HOER',
    'KAK',
    'KKK',
    'KUT',
    'LUL',
    'NSB',
    'PIK',
    'PIS',
    'POEP',
    'SEKS',
    'SOA',
    'SUF',
    'TUT',
    'VET',
    'VIES',
    'ZAK',
    'ZOT',
  ],
};

export interface InitialsCheck {
  /** The initials in order, e.g. "ASS" for Ava Sophie Smith. */
  initials: string;
  /** The languages in which the initials spell an unfortunate word; empty when they spell none. */
  languages: WordLanguage[];
}

/**
 * The initials of first name, middle name (if any) and last name (its main word: "de Vries" gives V), and the
 * languages whose list they are on.
 */
export function checkInitials(first: string, middle: string, last: string): InitialsCheck {
  const initials = [first, middle, mainWord(last)].map(initialOf).join('');
  const languages = (Object.keys(UNFORTUNATE_INITIALS) as WordLanguage[]).filter((language) =>
    UNFORTUNATE_INITIALS[language].includes(initials),
  );
  return { initials, languages };
}
