/** Decides F / M / N per statistics series and for a name, from the sex shares of its recent births. */
import { FEMALE_SHARE_F, FEMALE_SHARE_M, MIN_GENDER_BIRTHS } from './config';

export type Gender = 'F' | 'M' | 'N';

export interface SexBirths {
  female: number;
  male: number;
  /**
   * False for a top list that reaches the name for one sex but not the other in a year: the other sex's births are
   * unknown, not zero, so the female share is unknown.
   */
  bothSexesKnown: boolean;
}

export interface SeriesGender {
  births: number;
  /** Share of girls; undefined where a top list hides one sex. */
  femaleShare?: number;
  /** Only where births ≥ MIN_GENDER_BIRTHS. */
  gender?: Gender;
}

/** Gender from a female share: ≥ 90 % → F, ≤ 10 % → M, otherwise N. */
export function genderFromFemaleShare(share: number): Gender {
  if (share >= FEMALE_SHARE_F) {
    return 'F';
  }
  if (share <= FEMALE_SHARE_M) {
    return 'M';
  }
  return 'N';
}

/**
 * One series' view. With an unknown share, a top list that holds the name for one sex only gives that sex (the
 * other never reaches the list); one that holds both sexes in some years says nothing.
 */
export function seriesGender({ female, male, bothSexesKnown }: SexBirths): SeriesGender {
  const births = female + male;
  const femaleShare = bothSexesKnown && births > 0 ? female / births : undefined;
  if (births < MIN_GENDER_BIRTHS) {
    return { births, femaleShare };
  }
  if (femaleShare !== undefined) {
    return { births, femaleShare, gender: genderFromFemaleShare(femaleShare) };
  }
  if (male === 0 || female === 0) {
    return { births, gender: male === 0 ? 'F' : 'M' };
  }
  return { births };
}

/** Gender from the dictionary's codes: all F/1F → F, all M/1M → M, anything unisex or mixed → N. */
export function genderFromDictionary(codes: readonly string[]): Gender {
  if (codes.length > 0 && codes.every((code) => code === 'F' || code === '1F')) {
    return 'F';
  }
  if (codes.length > 0 && codes.every((code) => code === 'M' || code === '1M')) {
    return 'M';
  }
  return 'N';
}

/**
 * The name's gender: F or M when every series that says anything (see seriesGender) says so, N when they differ or
 * one says N. Without such a series: the dictionary's codes, else the share of all known recent births, else N.
 */
export function assignGender(series: readonly SeriesGender[], dictionaryCodes: readonly string[]): Gender {
  const votes = new Set(series.flatMap((s) => (s.gender === undefined ? [] : [s.gender])));
  if (votes.size > 0) {
    const [only] = votes;
    return votes.size === 1 && only !== undefined ? only : 'N';
  }
  if (dictionaryCodes.length > 0) {
    return genderFromDictionary(dictionaryCodes);
  }
  let female = 0;
  let births = 0;
  for (const s of series) {
    if (s.femaleShare !== undefined) {
      female += s.femaleShare * s.births;
      births += s.births;
    }
  }
  return births > 0 ? genderFromFemaleShare(female / births) : 'N';
}
