/**
 * Derives a name's tags (where it is given notably often, plus `nature`) and the readable origin text.
 *
 * Every frequency is put on one scale, the log2 of the percentage of people carrying the name: a country's share of
 * recent births, or a dictionary column's class. A source gives its tag when it reaches an absolute minimum and is
 * at most TAG_MAX_STEPS steps below the name's strongest source, so a tag means "common there compared with the other
 * places the name is used", not merely "recorded there".
 */
import {
  COUNTRY_INFO,
  DICTIONARY_CLASS_OFFSET,
  DICTIONARY_TAG_COLUMNS,
  FAKER_TAG_LOCALES,
  MIN_DICTIONARY_CLASS,
  MIN_TAG_BIRTHS,
  MIN_TAG_SHARE,
  ORIGIN_MAX_PLACES,
  TAG_MAX_STEPS,
  TAG_ORIGIN_TEXT,
} from './config';
import type { Country } from './config';
import { compareText } from './normalise';

export interface TagEvidence {
  /** Recent births and share of the estimated national births, per country that recorded the name recently. */
  recent: ReadonlyMap<Country, { births: number; share: number }>;
  /** Dictionary frequency class per column (absent when the dictionary does not list the name). */
  dictionaryClasses: ReadonlyMap<string, number>;
  /** faker locales whose lists contain the name. */
  fakerLocales: ReadonlySet<string>;
  /** The name is on the hand-made nature list. */
  nature: boolean;
}

export interface TagResult {
  /** Sorted, de-duplicated tags. */
  tags: string[];
  /** The origin tags, strongest place first. */
  places: string[];
  /** True when no source passed and the place is the series with the highest share (the fallback). */
  fallback: boolean;
}

/** log2 of a share of births expressed in percent. */
export function shareLevel(share: number): number {
  return Math.log2(share * 100);
}

/** log2 of the percentage a dictionary class stands for (class x: 2^(x-2) to 2^(x-1) %, midpoint taken). */
export function dictionaryLevel(dictionaryClass: number): number {
  return dictionaryClass + DICTIONARY_CLASS_OFFSET;
}

const TAG_ORDER = Object.keys(TAG_ORIGIN_TEXT);

function keepStrongest(levels: Map<string, number>, tag: string, level: number): void {
  levels.set(tag, Math.max(level, levels.get(tag) ?? Number.NEGATIVE_INFINITY));
}

/**
 * Tags given by the dictionary, with their level: a column counts when its class is at least MIN_DICTIONARY_CLASS
 * and at most TAG_MAX_STEPS below `reference` (by default the name's highest class in any column).
 */
export function dictionaryTags(
  classes: ReadonlyMap<string, number>,
  reference = Math.max(...[...classes.values()].map(dictionaryLevel)),
): Map<string, number> {
  const levels = new Map<string, number>();
  for (const [tag, columns] of Object.entries(DICTIONARY_TAG_COLUMNS)) {
    for (const column of columns) {
      const value = classes.get(column);
      if (
        value !== undefined &&
        value >= MIN_DICTIONARY_CLASS &&
        dictionaryLevel(value) >= reference - TAG_MAX_STEPS
      ) {
        keepStrongest(levels, tag, dictionaryLevel(value));
      }
    }
  }
  return levels;
}

/** The tags of one name and its places, strongest first (ties in the order of TAG_ORIGIN_TEXT). */
export function assignTags(evidence: TagEvidence): TagResult {
  let reference = Number.NEGATIVE_INFINITY;
  let strongest: { country: Country; level: number } | undefined;
  for (const [country, { births, share }] of evidence.recent) {
    if (births > 0 && share > 0) {
      const level = shareLevel(share);
      reference = Math.max(reference, level);
      if (strongest === undefined || level > strongest.level) {
        strongest = { country, level };
      }
    }
  }
  for (const value of evidence.dictionaryClasses.values()) {
    reference = Math.max(reference, dictionaryLevel(value));
  }

  const levels = new Map<string, number>();
  for (const [country, { births, share }] of evidence.recent) {
    const level = shareLevel(share);
    if (births >= MIN_TAG_BIRTHS && share >= MIN_TAG_SHARE && level >= reference - TAG_MAX_STEPS) {
      keepStrongest(levels, COUNTRY_INFO[country].tag, level);
    }
  }
  for (const [tag, level] of dictionaryTags(evidence.dictionaryClasses, reference)) {
    keepStrongest(levels, tag, level);
  }
  for (const [tag, locales] of Object.entries(FAKER_TAG_LOCALES)) {
    if (locales.some((locale) => evidence.fakerLocales.has(locale))) {
      keepStrongest(levels, tag, Number.NEGATIVE_INFINITY);
    }
  }
  const fallback = levels.size === 0 && strongest !== undefined;
  if (fallback && strongest !== undefined) {
    levels.set(COUNTRY_INFO[strongest.country].tag, strongest.level);
  }

  const places = [...levels.keys()].sort(
    (a, b) => (levels.get(b) ?? 0) - (levels.get(a) ?? 0) || TAG_ORDER.indexOf(a) - TAG_ORDER.indexOf(b),
  );
  const tags = evidence.nature ? [...places, 'nature'] : [...places];
  return { tags: tags.sort(compareText), places, fallback };
}

/** Readable origin text: the adjectives of the strongest places (at most ORIGIN_MAX_PLACES), e.g. `Greek`. */
export function originText(places: readonly string[]): string {
  const words = places.flatMap((tag) => {
    const word = TAG_ORIGIN_TEXT[tag];
    return word === undefined ? [] : [word];
  });
  return [...new Set(words)].slice(0, ORIGIN_MAX_PLACES).join(', ');
}
