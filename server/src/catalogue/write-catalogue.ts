import { FAMILY_NAME_ID_PREFIX } from '@name-swiper/contract/family-names';
import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import { insertInBatches } from '../db/batch-insert';
import type { Db } from '../db/db';
import type { Database } from '../db/schema';
import type { Catalogue } from './catalogue';

export const VERSION_KEY = 'catalogue_version';

/** The tables the catalogue fills; nothing else writes to them. */
export const CATALOGUE_TABLES: readonly string[] = [
  'names',
  'name_tags',
  'popularity',
  'name_countries',
  'name_links',
  'name_days',
  'name_pronunciations',
  'catalogue_meta',
];

/**
 * Writes a parsed catalogue inside the caller's transaction. Names keep their ids across versions so votes
 * survive; names dropped from the file are marked inactive rather than deleted. Everything else is replaced.
 */
export async function writeCatalogue(trx: Db, catalogue: Catalogue): Promise<void> {
  await writeNames(trx, catalogue);
  await regroupFamilyNames(trx);
  await replaceRows(
    trx,
    'name_tags',
    catalogue.names.flatMap((entry) => entry.tags.map((tag) => ({ name_id: entry.id, tag }))),
  );
  await replaceRows(
    trx,
    'popularity',
    catalogue.popularity.map(({ nameId, series }) => ({
      name_id: nameId,
      country: series.country,
      sex: series.sex,
      first_year: series.firstYear,
      counts: series.counts,
    })),
  );
  await replaceRows(
    trx,
    'name_countries',
    catalogue.countries.map(({ nameId, stats }) => ({
      name_id: nameId,
      country: stats.country,
      recent_births: stats.recentBirths,
      female_share: stats.femaleShare ?? null,
      gender: stats.gender ?? null,
      latest_year: stats.latestYear,
      latest_rank: stats.latestRank ?? null,
      peak_year: stats.peakYear,
      trend: stats.trend ?? null,
      one_in: stats.oneIn?.n ?? null,
      one_in_sex: stats.oneIn?.sex ?? null,
      one_in_bound: stats.oneIn === undefined ? null : stats.oneIn.atLeast === true ? 'at-least' : 'about',
    })),
  );
  await replaceRows(
    trx,
    'name_links',
    catalogue.links.map(({ nameId, relation, otherId }) => ({
      name_id: nameId,
      relation,
      other_id: otherId,
    })),
  );
  await replaceRows(
    trx,
    'name_days',
    catalogue.nameDays.map(({ nameId, nameDay }) => ({ name_id: nameId, ...nameDay })),
  );
  await replaceRows(
    trx,
    'name_pronunciations',
    catalogue.pronunciations.map(({ nameId, pronunciation }) => ({ name_id: nameId, ...pronunciation })),
  );
  await trx
    .insertInto('catalogue_meta')
    .values({ key: VERSION_KEY, value: catalogue.version })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: catalogue.version }))
    .execute();
}

async function writeNames(trx: Db, catalogue: Catalogue): Promise<void> {
  await trx.updateTable('names').set({ active: 0 }).execute();
  const spellings = new Map(catalogue.spellings.map((spelling) => [spelling.nameId, spelling]));
  const rows = catalogue.names.map((entry) => ({
    id: entry.id,
    name: entry.name,
    gender: entry.gender,
    origin: entry.origin,
    meaning: entry.meaning,
    popular_in: entry.popularIn.join('|'),
    origin_languages: entry.originLanguages.join('|'),
    rank: entry.rank,
    active: 1,
    spelling_group: spellings.get(entry.id)?.groupId ?? entry.id,
    most_given_in: spellings.get(entry.id)?.mostGivenIn.join('|') ?? '',
  }));
  await insertInBatches(trx, rows, (db, batch) =>
    db
      .insertInto('names')
      .values(batch)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          gender: eb.ref('excluded.gender'),
          origin: eb.ref('excluded.origin'),
          meaning: eb.ref('excluded.meaning'),
          popular_in: eb.ref('excluded.popular_in'),
          origin_languages: eb.ref('excluded.origin_languages'),
          rank: eb.ref('excluded.rank'),
          active: 1,
          spelling_group: eb.ref('excluded.spelling_group'),
          most_given_in: eb.ref('excluded.most_given_in'),
        })),
      ),
  );
}

/**
 * A family's own name that is a spelling of a catalogue name (decision 95) follows that name's spelling group, whose
 * name may be another one in this version; where the catalogue no longer has the name, it stands alone.
 */
async function regroupFamilyNames(trx: Db): Promise<void> {
  await sql`
    update names set spelling_group = coalesce(
      (select g.spelling_group from names g where g.id = names.spelling_group and g.active = 1),
      names.id)
    where names.id like ${`${FAMILY_NAME_ID_PREFIX}%`} and names.spelling_group <> names.id`.execute(trx);
}

type ReplacedTable =
  'name_tags' | 'popularity' | 'name_countries' | 'name_links' | 'name_days' | 'name_pronunciations';

async function replaceRows<T extends ReplacedTable>(
  trx: Db,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  await trx.deleteFrom(table).execute();
  await insertInBatches(trx, rows, (db, batch) => db.insertInto(table).values(batch));
}
