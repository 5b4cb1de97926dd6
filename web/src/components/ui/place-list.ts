import type { Place } from '@name-swiper/contract/constants';
import type { TFunction } from 'i18next';
import { listFormat } from '../../i18n/intl-formats';

/** Places as one phrase in the reader's language: "the US, Italy and France" / "de VS, Italië en Frankrijk". */
export function placeList(t: TFunction, language: string, places: readonly Place[]): string {
  return listFormat(language, 'conjunction').format(places.map((place) => t(`place.${place}`)));
}
