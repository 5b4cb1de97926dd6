import { isFamilyNameId } from '@name-swiper/contract/family-names';
import type {
  CountryStats,
  NameDay,
  NameDetail,
  PopularitySeries,
  Pronunciation,
  Spelling,
} from '@name-swiper/contract/names';
import { catalogueIndexOf } from '../catalogue/catalogue-memory';
import { nameIdOf } from '../catalogue/name-id';
import type { LinkRelation } from '../catalogue/catalogue';
import { COUNT_GAP } from '../catalogue/catalogue';
import { isPlace, splitList } from '../catalogue/catalogue-index';
import type { Db } from '../db/db';
import { DomainError } from './domain-error';

/**
 * Looks a name up case-insensitively, with everything the catalogue knows of it: meaning, figures per country
 * (most recent births first), linked names, name days, the popularity series per sex (null for a gap), its
 * pronunciations and the other spellings of the same name.
 */
export async function findName(db: Db, name: string): Promise<NameDetail> {
  const id = nameIdOf(name.trim());
  // A family's own name (decision 62) is not in the catalogue, whoever asks.
  const row = isFamilyNameId(id)
    ? undefined
    : await db
        .selectFrom('names')
        .select(['id', 'name', 'gender', 'origin', 'popular_in', 'meaning', 'origin_languages'])
        .where('id', '=', id)
        .executeTakeFirst();
  if (!row) {
    throw new DomainError('name-not-found', `No name "${name}" in the catalogue.`, 'not-found');
  }
  const tags = await db
    .selectFrom('name_tags')
    .select('tag')
    .where('name_id', '=', row.id)
    .orderBy('tag')
    .execute();
  const links = await linkedNames(db, row.id);
  const spellings = await otherSpellings(db, row.id);
  return {
    id: row.id,
    name: row.name,
    gender: row.gender,
    tags: tags.map(({ tag }) => tag),
    ...(row.origin ? { origin: row.origin } : {}),
    // The loader stored only places; the filter gives them their type.
    popularIn: splitList(row.popular_in).filter(isPlace),
    originLanguages: splitList(row.origin_languages),
    ...(row.meaning ? { meaning: row.meaning } : {}),
    countries: await countryStats(db, row.id),
    variants: links('variant'),
    equivalents: links('equivalent'),
    nicknames: links('nickname'),
    nameDays: await nameDays(db, row.id),
    popularity: await popularity(db, row.id),
    pronunciations: await pronunciations(db, row.id),
    ...(spellings ? { spellings } : {}),
  };
}

/** The other spellings of the name's spelling group (decision 93), as its deck card carries them. */
async function otherSpellings(db: Db, nameId: string): Promise<Spelling[] | undefined> {
  const index = await catalogueIndexOf(db);
  const ordinal = index.ordinalOf.get(nameId);
  return ordinal === undefined ? undefined : index.spellings.cards[ordinal]?.spellings;
}

async function countryStats(db: Db, nameId: string): Promise<CountryStats[]> {
  const rows = await db
    .selectFrom('name_countries')
    .selectAll()
    .where('name_id', '=', nameId)
    .orderBy('recent_births', 'desc')
    .orderBy('country')
    .execute();
  return rows.map((row) => ({
    country: row.country,
    recentBirths: row.recent_births,
    ...(row.female_share === null ? {} : { femaleShare: row.female_share }),
    ...(row.gender === null ? {} : { gender: row.gender }),
    latestYear: row.latest_year,
    ...(row.latest_rank === null ? {} : { latestRank: row.latest_rank }),
    peakYear: row.peak_year,
    ...(row.trend === null ? {} : { trend: row.trend }),
    ...(row.one_in === null
      ? {}
      : {
          oneIn: {
            n: row.one_in,
            ...(row.one_in_sex === null ? {} : { sex: row.one_in_sex }),
            ...(row.one_in_bound === 'at-least' ? { atLeast: true } : {}),
          },
        }),
  }));
}

/** The spellings of the names linked to `nameId`, per relation, most common (deck order) first. */
async function linkedNames(db: Db, nameId: string): Promise<(relation: LinkRelation) => string[]> {
  const rows = await db
    .selectFrom('name_links as l')
    .innerJoin('names as other', 'other.id', 'l.other_id')
    .select(['l.relation', 'other.name'])
    .where('l.name_id', '=', nameId)
    .where('other.active', '=', 1)
    .orderBy('other.rank')
    .execute();
  return (relation) => rows.filter((row) => row.relation === relation).map((row) => row.name);
}

async function nameDays(db: Db, nameId: string): Promise<NameDay[]> {
  return db
    .selectFrom('name_days')
    .select(['country', 'month', 'day'])
    .where('name_id', '=', nameId)
    .orderBy('country')
    .orderBy('month')
    .orderBy('day')
    .execute();
}

async function popularity(db: Db, nameId: string): Promise<PopularitySeries[]> {
  const rows = await db
    .selectFrom('popularity')
    .select(['country', 'sex', 'first_year', 'counts'])
    .where('name_id', '=', nameId)
    .orderBy('country')
    .orderBy('sex')
    .execute();
  return rows.map((series) => ({
    country: series.country,
    sex: series.sex,
    firstYear: series.first_year,
    counts: series.counts.split(' ').map((count) => (count === COUNT_GAP ? null : Number(count))),
  }));
}

async function pronunciations(db: Db, nameId: string): Promise<Pronunciation[]> {
  return db
    .selectFrom('name_pronunciations')
    .select(['language', 'ipa', 'syllables'])
    .where('name_id', '=', nameId)
    .orderBy('language')
    .orderBy('ipa')
    .execute();
}
