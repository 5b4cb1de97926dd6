/**
 * Series by country, so that a country counts once in selection, order and gender (CountryInfo.within): Belgium by
 * be.csv alone (its regions add their own figures, ranks and places, never their births a second time); the United
 * Kingdom by England & Wales, Scotland and Northern Ireland, Germany by its cities, Australia by its states: in
 * selection and order by the member where the name's share is highest, in gender by their births pooled.
 */
import { seriesGender } from './assign-gender';
import type { SeriesGender } from './assign-gender';
import { COUNTRY_INFO } from './config';
import { recentSexBirths } from './country-stats';
import { compareText } from './normalise';
import type { CountrySeries } from './read-popularity';

export interface CountryGroup {
  /** The series' own code, or the country code of `within`. */
  country: string;
  members: CountrySeries[];
}

export function countryGroups(series: readonly CountrySeries[]): CountryGroup[] {
  const groups = new Map<string, CountrySeries[]>();
  for (const s of series) {
    const country = COUNTRY_INFO[s.country].within ?? s.country;
    groups.set(country, [...(groups.get(country) ?? []), s]);
  }
  return [...groups]
    .map(([country, members]) => {
      const whole = members.find((s) => s.country === country);
      return { country, members: whole === undefined ? members : [whole] };
    })
    .sort((a, b) => compareText(a.country, b.country));
}

/**
 * One gender verdict per country (see assignGender): its members' recent births by sex pooled; the female share is
 * known only where every member knows it.
 */
export function groupGenders(groups: readonly CountryGroup[], key: string): SeriesGender[] {
  return groups.flatMap(({ members }) => {
    const parts = members.flatMap((s) => {
      const entry = s.names.get(key);
      return entry === undefined ? [] : [recentSexBirths(s, entry)];
    });
    if (parts.length === 0) {
      return [];
    }
    const gender = seriesGender({
      female: parts.reduce((sum, p) => sum + p.female, 0),
      male: parts.reduce((sum, p) => sum + p.male, 0),
      bothSexesKnown: parts.every((p) => p.bothSexesKnown),
    });
    return gender.births > 0 ? [gender] : [];
  });
}
