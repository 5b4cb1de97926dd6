import type { Language, Place, StatisticsCountry } from '@name-swiper/contract/constants';
import { LANGUAGE_PLACES, PLACE_TAGS, STATISTICS_COUNTRIES } from '@name-swiper/contract/constants';
import type { NameItem } from '@name-swiper/contract/names';
import type { CardLine } from '@name-swiper/contract/one-in';
import { catalogueIndexOf } from '../catalogue/catalogue-memory';
import type { ClassFigure } from '../catalogue/class-figures';
import { classFiguresOf } from '../catalogue/class-figures';
import type { Db } from '../db/db';

/**
 * The places whose "1 in N" matter to a parent (decisions 75 and 99): those of the filter tags they selected, then
 * the places of the app's language, home country first. A name's line is for the first of these that has a figure,
 * the filters' places taken in the order of the name's own places (best rank first).
 */
export interface ParentPlaces {
  filtered: readonly StatisticsCountry[];
  own: readonly StatisticsCountry[];
}

const isStatisticsCountry = (place: Place): place is StatisticsCountry =>
  STATISTICS_COUNTRIES.some((country) => country === place);

export function parentPlacesOf(tags: readonly string[], language: Language | undefined): ParentPlaces {
  const filtered = STATISTICS_COUNTRIES.filter((place) => tags.includes(PLACE_TAGS[place]));
  const own = (language === undefined ? [] : LANGUAGE_PLACES[language])
    .filter(isStatisticsCountry)
    .filter((place) => !filtered.includes(place));
  return { filtered, own };
}

/** The first of the parent's places with a figure for this name, or undefined where none has one. */
export function lineOf(
  figures: readonly ClassFigure[] | undefined,
  popularIn: readonly Place[],
  places: ParentPlaces,
): CardLine | undefined {
  if (figures === undefined || (places.filtered.length === 0 && places.own.length === 0)) {
    return undefined;
  }
  const rank = (place: Place) => {
    const at = popularIn.indexOf(place);
    return at === -1 ? popularIn.length + STATISTICS_COUNTRIES.indexOf(place as StatisticsCountry) : at;
  };
  const order = [...[...places.filtered].sort((a, b) => rank(a) - rank(b)), ...places.own];
  for (const place of order) {
    const figure = figures.find((candidate) => candidate.place === place);
    if (figure) {
      return { place, n: figure.n, ...(figure.atLeast ? { atLeast: true } : {}) };
    }
  }
  return undefined;
}

/** Each card with its line; the JSON of the deck starts from the card's own cached text (catalogueListJson). */
const lines = new WeakMap<object, { card: NameItem; oneIn: CardLine }>();

export function cardLineOf(card: object): { card: NameItem; oneIn: CardLine } | undefined {
  return lines.get(card);
}

export function withLine(card: NameItem, oneIn: CardLine): NameItem {
  const lined = { ...card, oneIn };
  lines.set(lined, { card, oneIn });
  return lined;
}

/**
 * Each card with its line, per places (`placesKey`): a card never changes, nor its line for a catalogue version, and
 * the catalogue's cards (and a cached taste's explained cards, withReasons) serve deck after deck, so their lined
 * copy is made once and its JSON written once (catalogueListJson).
 */
const linedCards = new WeakMap<NameItem, Map<string, NameItem>>();

const placesKey = (places: ParentPlaces) => `${places.filtered.join(',')}|${places.own.join(',')}`;

/** The deck's cards, each catalogue name with the "1 in N" of the first of the parent's places that has one. */
export async function withCardLines(db: Db, cards: NameItem[], places: ParentPlaces): Promise<NameItem[]> {
  if (places.filtered.length === 0 && places.own.length === 0) {
    return cards;
  }
  const index = await catalogueIndexOf(db);
  const figures = await classFiguresOf(db, index);
  const key = placesKey(places);
  return cards.map((card) => {
    const ordinal = index.ordinalOf.get(card.id);
    const item = ordinal === undefined ? undefined : index.items[ordinal];
    if (ordinal === undefined || item === undefined) {
      return card;
    }
    const shared = linedCards.get(card);
    const known = shared?.get(key);
    if (known) {
      return known;
    }
    const oneIn = lineOf(figures[ordinal], item.popularIn, places);
    const lined = oneIn === undefined ? card : withLine(card, oneIn);
    linedCards.set(card, (shared ?? new Map<string, NameItem>()).set(key, lined));
    return lined;
  });
}
