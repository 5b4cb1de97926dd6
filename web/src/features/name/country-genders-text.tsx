import type { CountryStats } from '@name-swiper/contract/names';
import { placeList } from '../../components/ui/place-list';
import { useTranslation } from '../../i18n/use-translation';
import { countryGenders } from './country-genders';

/** "boy's name in Italy, girl's name in the US" where the countries disagree (issue 18); nothing otherwise. */
export function CountryGendersText({ countries }: { countries: readonly CountryStats[] }) {
  const { t } = useTranslation();
  const groups = countryGenders(countries);
  if (groups.length === 0) {
    return null;
  }
  const text = groups
    .map(({ gender, countries: places }) => t(`name.genderIn.${gender}`, { places: placeList(t, places) }))
    .join(', ');
  return (
    <p className="text-sm text-ink-muted" data-testid="country-genders">
      {text}
    </p>
  );
}
