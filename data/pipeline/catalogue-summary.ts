import type { Gender } from './assign-gender';
import type { Exclusion } from './exclusions';

/** What a build produced: counts and file sizes, printed by `run.ts` and written into the README. */
export interface CatalogueSummary {
  names: number;
  namesFromDictionaryOnly: number;
  popularityRows: number;
  countriesRows: number;
  /** The reviewed exclusions (exclusions.csv), listed in the README. */
  exclusions: readonly Exclusion[];
  tagCounts: Record<string, number>;
  /** Names with no place in popular_in, and names with an etymological origin. */
  namesWithoutPlace: number;
  namesWithOrigin: number;
  /** links.csv rows per relation, and namedays.csv rows. */
  linkCounts: Record<string, number>;
  /** The pairs the other-gender rules find, and those of them kept out by gender-form-exclusions.csv. */
  genderFormPairs: number;
  genderFormExclusions: number;
  nameDays: number;
  /** spellings.csv: its groups, and the names in them. */
  spellingGroups: number;
  namesInSpellingGroups: number;
  /** pronunciations.csv rows, and the names they cover. */
  pronunciations: number;
  namesWithPronunciation: number;
  genderCounts: Record<Gender, number>;
  namesBytes: number;
  popularityBytes: number;
  countriesBytes: number;
}
