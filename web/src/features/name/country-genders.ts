import type { Gender, StatisticsCountry } from '@name-swiper/contract/constants';
import type { CountryStats } from '@name-swiper/contract/names';

export interface GenderPlaces {
  gender: Gender;
  countries: StatisticsCountry[];
}

/**
 * Where the name is which gender, grouped in the order of `countries` (most births first); empty when the
 * countries that rate it agree, since the name's own gender then says it all.
 */
export function countryGenders(countries: readonly CountryStats[]): GenderPlaces[] {
  const groups: GenderPlaces[] = [];
  for (const { country, gender } of countries) {
    if (!gender) {
      continue;
    }
    const group = groups.find((candidate) => candidate.gender === gender);
    if (group) {
      group.countries.push(country);
    } else {
      groups.push({ gender, countries: [country] });
    }
  }
  return groups.length > 1 ? groups : [];
}
