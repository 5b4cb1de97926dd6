/**
 * Spelling groups (spellings.csv, issue 34): the spellings of one name the deck deals as one card. Two catalogue
 * names are spellings of one name when links.csv links them as `variant` (careful accent folding or a direct
 * Wiktionary variant link, genders agreeing: the rules of the links), their catalogue genders are the same, and they
 * have the same spelling key (spelling-key.ts). A group is a connected set of such pairs; since its spellings share
 * one key, a chain cannot drift to another name. Each spelling of a group says where it is the group's most given
 * spelling: the birth series in which it had the most births of the group in the series' last POPULAR_YEARS years.
 */
import type { Place } from '@name-swiper/contract/constants';
import type { Gender } from './assign-gender';
import type { NameLink } from './link-names';
import { nameKey } from './normalise';
import { popularWindow } from './popular-in';
import type { CountrySeries } from './read-popularity';
import { spellingKey } from './spelling-key';

export interface GroupedName {
  name: string;
  gender: Gender;
}

/** One spelling of a group: the group's name (its spelling most given overall) and where it is the most given. */
export interface GroupSpelling {
  name: string;
  group: string;
  mostGivenIn: Place[];
}

/** Births of a name in a place's recent years; 0 where the place has no figure for it. */
export type PlaceBirths = (name: string, place: Place) => number;

/**
 * The spellings of every group of two or more, in the order of `names` (deck order, so each group's first spelling
 * is its most given overall and names the group).
 */
export function spellingGroups(
  names: readonly GroupedName[],
  links: readonly NameLink[],
  places: readonly Place[],
  births: PlaceBirths,
): GroupSpelling[] {
  const order = new Map(names.map((entry, index) => [entry.name, index]));
  const genderOf = new Map(names.map((entry) => [entry.name, entry.gender]));
  const parent = names.map((_, index) => index);
  const root = (index: number): number => {
    let at = index;
    while (parent[at] !== at) {
      at = parent[at] ?? at;
    }
    return at;
  };
  for (const { name, relation, other } of links) {
    const a = order.get(name);
    const b = order.get(other);
    if (
      relation === 'variant' &&
      a !== undefined &&
      b !== undefined &&
      genderOf.get(name) === genderOf.get(other) &&
      spellingKey(name) === spellingKey(other)
    ) {
      const [first, second] = [root(a), root(b)].sort((x, y) => x - y);
      if (first !== undefined && second !== undefined) {
        parent[second] = first;
      }
    }
  }
  const members = new Map<number, string[]>();
  names.forEach((entry, index) => {
    const group = root(index);
    members.set(group, [...(members.get(group) ?? []), entry.name]);
  });
  return [...members.values()]
    .filter((spellings) => spellings.length > 1)
    .flatMap((spellings) => mostGiven(spellings, places, births))
    .sort((a, b) => (order.get(a.name) ?? 0) - (order.get(b.name) ?? 0));
}

/** The group's spellings with the places where each is the most given (the earlier spelling on a tie). */
function mostGiven(
  spellings: readonly string[],
  places: readonly Place[],
  births: PlaceBirths,
): GroupSpelling[] {
  const group = spellings[0] ?? '';
  const where = new Map(spellings.map((name): [string, Place[]] => [name, []]));
  for (const place of places) {
    let best: string | undefined;
    let most = 0;
    for (const name of spellings) {
      const count = births(name, place);
      if (count > most) {
        best = name;
        most = count;
      }
    }
    if (best !== undefined) {
      where.get(best)?.push(place);
    }
  }
  return spellings.map((name) => ({ name, group, mostGivenIn: where.get(name) ?? [] }));
}

/** Births of both sexes in each series' last POPULAR_YEARS years (the window that names a place "popular in"). */
export function recentPlaceBirths(series: readonly CountrySeries[]): PlaceBirths {
  const byPlace = new Map<Place, CountrySeries>(series.map((s) => [s.country, s]));
  return (name, place) => {
    const s = byPlace.get(place);
    const entry = s?.names.get(nameKey(name));
    if (s === undefined || entry === undefined) {
      return 0;
    }
    const { from, to } = popularWindow(s);
    let sum = 0;
    for (let year = from; year <= to; year++) {
      sum += (entry.female[year - s.firstYear] ?? 0) + (entry.male[year - s.firstYear] ?? 0);
    }
    return sum;
  };
}
