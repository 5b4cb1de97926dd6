/** Decides F / M / N for a name from the female share of its births, or from the dictionary's marks. */
import { FEMALE_SHARE_F, FEMALE_SHARE_M, MIN_GENDER_BIRTHS } from './config';

export type Gender = 'F' | 'M' | 'N';

export interface CountryBirths {
  female: number;
  male: number;
  /** All recorded recent births of the country (the share's denominator). */
  total: number;
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
 * Female share of a name's recent births with every country weighted by its own births (each country's female
 * and male births are divided by its total, so the US does not outweigh Belgium). Countries with fewer than
 * MIN_GENDER_BIRTHS births of the name are ignored unless no country reaches it. Undefined without births.
 */
export function femaleShare(countries: readonly CountryBirths[]): number | undefined {
  const withBirths = countries.filter((c) => c.female + c.male > 0 && c.total > 0);
  const solid = withBirths.filter((c) => c.female + c.male >= MIN_GENDER_BIRTHS);
  const used = solid.length > 0 ? solid : withBirths;
  let femaleWeight = 0;
  let allWeight = 0;
  for (const c of used) {
    femaleWeight += c.female / c.total;
    allWeight += (c.female + c.male) / c.total;
  }
  return allWeight > 0 ? femaleWeight / allWeight : undefined;
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

export function assignGender(
  countries: readonly CountryBirths[],
  dictionaryCodes: readonly string[],
): Gender {
  const share = femaleShare(countries);
  return share === undefined ? genderFromDictionary(dictionaryCodes) : genderFromFemaleShare(share);
}
