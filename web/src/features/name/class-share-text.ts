import type { StatisticsCountry } from '@name-swiper/contract/constants';
import type { OneIn } from '@name-swiper/contract/one-in';
import { groupedNumber, oneInWordText } from '../../components/ui/one-in-text';
import type { TFunction } from '../../i18n/translation-keys';

/** The detail screen's sentence: "1 in at least 110 girls born in Flanders in 2025 was named Noor: very common." */
export function classShareText(
  t: TFunction,
  { name, place, year, oneIn }: { name: string; place: StatisticsCountry; year: number; oneIn: OneIn },
): string {
  const atLeast = oneIn.atLeast === true;
  const key =
    oneIn.sex === 'F'
      ? atLeast
        ? 'oneIn.girlsAtLeast'
        : 'oneIn.girls'
      : oneIn.sex === 'M'
        ? atLeast
          ? 'oneIn.boysAtLeast'
          : 'oneIn.boys'
        : 'oneIn.babies';
  return t(key, {
    n: groupedNumber(t, oneIn.n),
    place: t(`place.${place}`),
    year,
    name,
    word: oneInWordText(t, oneIn.n),
  });
}
