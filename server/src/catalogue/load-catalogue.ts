import { sql } from 'kysely';
import type { Db, DatabaseHandle } from '../db/database';
import type { Catalogue } from './read-catalogue';
import { readCatalogueFiles } from './catalogue-files';
import { parseCatalogue } from './read-catalogue';

const VERSION_KEY = 'catalogue_version';
const BATCH_SIZE = 500;
const CATALOGUE_LOCK_ID = 4_711;

export interface CatalogueLoadResult {
  version: string;
  loaded: boolean;
  names: number;
}

export async function loadedCatalogueVersion(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('catalogue_meta')
    .select('value')
    .where('key', '=', VERSION_KEY)
    .executeTakeFirst();
  return row?.value;
}

async function activeNames(db: Db): Promise<number> {
  const row = await db
    .selectFrom('names')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('active', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Loads the catalogue of `dir` into the database when its version (a hash of the files) differs from the
 * loaded one. The files are hashed before they are parsed, so a start with an unchanged catalogue parses
 * nothing: the database tables are the prepared form. Names keep their ids across versions so votes survive;
 * names dropped from the file are marked inactive rather than deleted.
 */
export async function loadCatalogue(handle: DatabaseHandle, dir: string): Promise<CatalogueLoadResult> {
  const files = await readCatalogueFiles(dir);
  if ((await loadedCatalogueVersion(handle.db)) === files.version) {
    return { version: files.version, loaded: false, names: await activeNames(handle.db) };
  }
  const catalogue = parseCatalogue(files);
  const loaded = await handle.db.transaction().execute(async (trx) => {
    if (handle.dialect === 'postgres') {
      await sql`select pg_advisory_xact_lock(${CATALOGUE_LOCK_ID})`.execute(trx);
    }
    if ((await loadedCatalogueVersion(trx)) === catalogue.version) {
      return false;
    }
    await writeCatalogue(trx, catalogue);
    return true;
  });
  return { version: catalogue.version, loaded, names: catalogue.names.length };
}

async function writeCatalogue(trx: Db, catalogue: Catalogue): Promise<void> {
  await trx.updateTable('names').set({ active: 0 }).execute();
  for (const batch of chunks(catalogue.names)) {
    await trx
      .insertInto('names')
      .values(
        batch.map((entry) => ({
          id: entry.id,
          name: entry.name,
          gender: entry.gender,
          origin: entry.origin,
          meaning: entry.meaning,
          rank: entry.rank,
          active: 1,
        })),
      )
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          gender: eb.ref('excluded.gender'),
          origin: eb.ref('excluded.origin'),
          meaning: eb.ref('excluded.meaning'),
          rank: eb.ref('excluded.rank'),
          active: 1,
        })),
      )
      .execute();
  }
  await trx.deleteFrom('name_tags').execute();
  const tags = catalogue.names.flatMap((entry) => entry.tags.map((tag) => ({ name_id: entry.id, tag })));
  for (const batch of chunks(tags)) {
    await trx.insertInto('name_tags').values(batch).execute();
  }
  await trx.deleteFrom('popularity').execute();
  const popularity = catalogue.popularity.map(({ nameId, series }) => ({
    name_id: nameId,
    country: series.country,
    first_year: series.firstYear,
    counts: series.counts.join(' '),
  }));
  for (const batch of chunks(popularity)) {
    await trx.insertInto('popularity').values(batch).execute();
  }
  await trx
    .insertInto('catalogue_meta')
    .values({ key: VERSION_KEY, value: catalogue.version })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: catalogue.version }))
    .execute();
}

function* chunks<T>(items: T[]): Generator<T[]> {
  for (let start = 0; start < items.length; start += BATCH_SIZE) {
    yield items.slice(start, start + BATCH_SIZE);
  }
}
