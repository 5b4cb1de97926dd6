/** Derives a name's tags (usage by country/language, plus `nature`) and the readable origin text. */
import {
  COUNTRY_INFO,
  DICTIONARY_TAG_COLUMNS,
  FAKER_TAG_LOCALES,
  MIN_TAG_BIRTHS,
  MIN_TAG_SHARE,
  TAG_ORIGIN_TEXT,
} from './config';
import type { Country } from './config';
import { compareText } from './select-names';

export interface TagEvidence {
  /** Recent births and share of births per country that recorded the name recently. */
  recent: ReadonlyMap<Country, { births: number; share: number }>;
  /** Dictionary frequency class per column (absent when the dictionary does not list the name). */
  dictionaryClasses: ReadonlyMap<string, number>;
  /** faker locales whose lists contain the name. */
  fakerLocales: ReadonlySet<string>;
  /** The name is on the hand-made nature list. */
  nature: boolean;
}

/** True when a country's statistics show the name in use recently. */
export function inUseIn(country: Country, births: number, share: number): boolean {
  if (COUNTRY_INFO[country].topListOnly) {
    return births > 0;
  }
  return births >= MIN_TAG_BIRTHS && share >= MIN_TAG_SHARE;
}

/** The sorted, de-duplicated tags of one name. */
export function assignTags(evidence: TagEvidence): string[] {
  const tags = new Set<string>();
  let strongest: { country: Country; share: number } | undefined;
  for (const [country, { births, share }] of evidence.recent) {
    if (inUseIn(country, births, share)) {
      tags.add(COUNTRY_INFO[country].tag);
    }
    if (births > 0 && (strongest === undefined || share > strongest.share)) {
      strongest = { country, share };
    }
  }
  for (const [tag, columns] of Object.entries(DICTIONARY_TAG_COLUMNS)) {
    if (columns.some((column) => evidence.dictionaryClasses.has(column))) {
      tags.add(tag);
    }
  }
  for (const [tag, locales] of Object.entries(FAKER_TAG_LOCALES)) {
    if (locales.some((locale) => evidence.fakerLocales.has(locale))) {
      tags.add(tag);
    }
  }
  if (tags.size === 0 && strongest !== undefined) {
    tags.add(COUNTRY_INFO[strongest.country].tag);
  }
  if (evidence.nature) {
    tags.add('nature');
  }
  return [...tags].sort(compareText);
}

/** Readable origin text: the adjectives of the origin tags in alphabetical order, e.g. `Greek, Spanish`. */
export function originText(tags: readonly string[]): string {
  const words = tags.flatMap((tag) => {
    const word = TAG_ORIGIN_TEXT[tag];
    return word === undefined ? [] : [word];
  });
  return [...new Set(words)].sort(compareText).join(', ');
}
