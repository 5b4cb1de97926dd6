import type { Place } from '@name-swiper/contract/constants';
import { LANGUAGE_PLACES, PLACE_TAGS } from '@name-swiper/contract/constants';
import type { CountryStats } from '@name-swiper/contract/names';
import { isLanguage } from '../../i18n/languages';
import { useTranslation } from '../../i18n/use-translation';
import { usePreferences } from '../../stores/use-preferences';

/** The interface language's own places (decision 75), its home country first. */
export function ownPlaces(language: string): readonly Place[] {
  return isLanguage(language) ? LANGUAGE_PLACES[language] : [];
}

/**
 * Places in the order that matters to this parent (decision 75): those of the filter tags they selected, then the
 * interface language's own places (home country first), then the rest in the catalogue's order (best rank first).
 */
export function parentPlaces<P extends Place>(
  places: readonly P[],
  selectedTags: readonly string[],
  language: string,
): P[] {
  const own = ownPlaces(language);
  const group = (place: P) => (selectedTags.includes(PLACE_TAGS[place]) ? 0 : own.includes(place) ? 1 : 2);
  const ownIndex = (place: P) => (own.includes(place) ? own.indexOf(place) : 0);
  return places
    .map((place, index) => ({ place, index }))
    .sort(
      (a, b) =>
        group(a.place) - group(b.place) ||
        (group(a.place) === 1 ? ownIndex(a.place) - ownIndex(b.place) : 0) ||
        a.index - b.index,
    )
    .map(({ place }) => place);
}

/**
 * A name's tags in the order of its places for this parent (the tag of each place in `places`' order), then the tags
 * no place gives (nature): with two dozen places a name's tags no longer fit a card, and the card shows the first.
 */
export function parentTags(tags: readonly string[], places: readonly Place[]): string[] {
  const ofPlaces = places.map((place) => PLACE_TAGS[place]).filter((tag) => tags.includes(tag));
  return [...new Set([...ofPlaces, ...tags])];
}

/** A name's places as this parent sees them, on the card and on its page. */
export function useParentPlaces<P extends Place>(places: readonly P[]): P[] {
  const { selectedTags } = usePreferences();
  const { i18n } = useTranslation();
  return parentPlaces(places, selectedTags, i18n.language);
}

/**
 * A name's statistics in the order of its places for this parent (the chart's chips and the figures per country):
 * the places it is popular in first, in the catalogue's order, then the others by their latest rank.
 */
export function useParentCountries(
  countries: readonly CountryStats[],
  popularIn: readonly Place[],
): CountryStats[] {
  const place = (stats: CountryStats) => popularIn.indexOf(stats.country);
  const byRank = [...countries].sort(
    (a, b) =>
      (place(a) === -1 ? 1 : 0) - (place(b) === -1 ? 1 : 0) ||
      place(a) - place(b) ||
      (a.latestRank ?? Number.POSITIVE_INFINITY) - (b.latestRank ?? Number.POSITIVE_INFINITY) ||
      b.recentBirths - a.recentBirths,
  );
  const order = useParentPlaces(byRank.map(({ country }) => country));
  return order.flatMap((country) => byRank.filter((stats) => stats.country === country));
}
