import type { Place } from '@name-swiper/contract/constants';
import { joinList } from '../../i18n/join-list';
import type { TFunction } from '../../i18n/translation-keys';

/** Places as one phrase in the reader's language: "the US, Italy and France" / "de VS, Italië en Frankrijk". */
export function placeList(t: TFunction, places: readonly Place[]): string {
  return joinList(
    t,
    places.map((place) => t(`place.${place}`)),
  );
}
