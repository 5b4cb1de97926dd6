import type { Place } from '@name-swiper/contract/constants';
import type { TFunction } from 'i18next';

/** Places as one phrase in the reader's language: "the US, Italy and France" / "de VS, Italië en Frankrijk". */
export function placeList(t: TFunction, language: string, places: readonly Place[]): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(
    places.map((place) => t(`place.${place}`)),
  );
}
