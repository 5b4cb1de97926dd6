import type { Gender, Place } from '@name-swiper/contract/constants';
import { GENDERS, PLACES } from '@name-swiper/contract/constants';
import type { NameItem } from '@name-swiper/contract/names';
import type { Db } from '../db/db';
import type { NameTraits, SeriesFigures } from './name-traits';
import { buildNameTraits } from './name-traits';
import type { SpellingGroups } from './spelling-groups';
import { buildSpellingGroups } from './spelling-groups';

/**
 * The active catalogue in memory, read-only between catalogue versions. Names are numbered by popularity rank
 * (their ordinal); a tag's postings are the sorted ordinals of its names, its bits the same as a bitset.
 */
export interface CatalogueIndex {
  items: readonly NameItem[];
  ranks: Int32Array;
  /** Index into GENDERS per ordinal. */
  genders: Uint8Array;
  /**
   * Cards per gender (by GENDERS index), and per tag and gender: a name, or a spelling group once (decision 93), which
   * counts for a tag when any of its spellings carries it.
   */
  genderCounts: readonly number[];
  tagGenderCounts: ReadonlyMap<string, readonly number[]>;
  ordinalOf: ReadonlyMap<string, number>;
  postings: ReadonlyMap<string, Int32Array>;
  bits: ReadonlyMap<string, Uint8Array>;
  /** Every tag of the catalogue, including tags only inactive names carry: the known tags. */
  knownTags: ReadonlySet<string>;
  /** The tags of at least one active name, sorted. */
  activeTags: readonly string[];
  traits: NameTraits;
  spellings: SpellingGroups;
}

export function isPlace(code: string): code is Place {
  return PLACES.some((place) => place === code);
}

/** A `|`-separated list column of `names`. */
export function splitList(text: string): string[] {
  return text === '' ? [] : text.split('|');
}

interface NameRow {
  id: string;
  name: string;
  gender: Gender;
  origin: string | null;
  popular_in: string;
  origin_languages: string;
  rank: number;
  spelling_group: string;
  most_given_in: string;
}

export function buildCatalogueIndex(
  names: NameRow[],
  tagRows: { name_id: string; tag: string }[],
  figures: readonly SeriesFigures[],
  seriesStarts: ReadonlyMap<string, number>,
): CatalogueIndex {
  const sorted = [...names].sort((a, b) => a.rank - b.rank || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const ordinalOf = new Map(sorted.map((row, ordinal) => [row.id, ordinal]));
  const tagsOf = sorted.map((): string[] => []);
  const members = new Map<string, number[]>();
  for (const { name_id, tag } of tagRows) {
    const ordinal = ordinalOf.get(name_id);
    if (!members.has(tag)) {
      members.set(tag, []);
    }
    if (ordinal !== undefined) {
      tagsOf[ordinal]?.push(tag);
      members.get(tag)?.push(ordinal);
    }
  }
  const postings = new Map<string, Int32Array>();
  const bits = new Map<string, Uint8Array>();
  for (const [tag, ordinals] of members) {
    postings.set(tag, Int32Array.from(ordinals).sort());
    const set = new Uint8Array(sorted.length);
    ordinals.forEach((ordinal) => (set[ordinal] = 1));
    bits.set(tag, set);
  }
  const genders = Uint8Array.from(sorted.map((row) => GENDERS.indexOf(row.gender)));
  const items = sorted.map((row, ordinal): NameItem => ({
    id: row.id,
    name: row.name,
    gender: row.gender,
    tags: (tagsOf[ordinal] ?? []).sort(byCodeUnits),
    ...(row.origin ? { origin: row.origin } : {}),
    // The loader stored only places; the filter gives them their type.
    popularIn: splitList(row.popular_in).filter(isPlace),
    originLanguages: splitList(row.origin_languages),
  }));
  const spellings = buildSpellingGroups(sorted, items, ordinalOf);
  // A spelling group is one card: counted at its first spelling that has the tag (every spelling for a gender).
  const perGender = (ordinals: Iterable<number>) => {
    const counts = GENDERS.map(() => 0);
    const counted = new Set<number>();
    for (const ordinal of ordinals) {
      const group = spellings.groupOf[ordinal] ?? -1;
      if (group >= 0 && counted.has(group)) {
        continue;
      }
      counted.add(group);
      const gender = genders[ordinal] ?? 0;
      counts[gender] = (counts[gender] ?? 0) + 1;
    }
    return counts;
  };
  return {
    items,
    ranks: Int32Array.from(sorted.map((row) => row.rank)),
    genders,
    genderCounts: perGender(genders.keys()),
    tagGenderCounts: new Map([...members].map(([tag, ordinals]) => [tag, perGender(ordinals)])),
    ordinalOf,
    postings,
    bits,
    knownTags: new Set(members.keys()),
    activeTags: [...members]
      .filter(([, ordinals]) => ordinals.length > 0)
      .map(([tag]) => tag)
      .sort(byCodeUnits),
    traits: buildNameTraits(items, ordinalOf, figures, seriesStarts),
    spellings,
  };
}

function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Reads the active catalogue from the database, where loadCatalogue put it. */
export async function readCatalogueIndex(db: Db): Promise<CatalogueIndex> {
  const [names, tags, figures, starts] = await Promise.all([
    db
      .selectFrom('names')
      .select([
        'id',
        'name',
        'gender',
        'origin',
        'popular_in',
        'origin_languages',
        'rank',
        'spelling_group',
        'most_given_in',
      ])
      .where('active', '=', 1)
      .execute(),
    db.selectFrom('name_tags').select(['name_id', 'tag']).execute(),
    db
      .selectFrom('name_countries')
      .select(['name_id', 'country', 'recent_births', 'peak_year', 'trend'])
      .execute(),
    db
      .selectFrom('popularity')
      .select(['country', (eb) => eb.fn.min('first_year').as('first_year')])
      .groupBy('country')
      .execute(),
  ]);
  const seriesStarts = new Map(starts.map((row) => [row.country, Number(row.first_year)]));
  return buildCatalogueIndex(names, tags, figures, seriesStarts);
}
