import type { Gender } from './assign-gender';

/** What a build produced: counts and file sizes, printed by `run.ts` and written into the README. */
export interface CatalogueSummary {
  names: number;
  namesFromDictionaryOnly: number;
  popularityRows: number;
  tagCounts: Record<string, number>;
  /** Names per tag whose only place is the fallback (rare everywhere; the series with the highest share). */
  fallbackTagCounts: Record<string, number>;
  genderCounts: Record<Gender, number>;
  namesBytes: number;
  popularityBytes: number;
}
