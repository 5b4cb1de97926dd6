import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database';
import type { Db } from '../db/db';
import { readCatalogueFiles } from './catalogue-files';
import { forgetCatalogueIndex } from './catalogue-memory';
import { parseCatalogue } from './read-catalogue';
import { VERSION_KEY, writeCatalogue } from './write-catalogue';

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
 * nothing: the database tables are the prepared form. The whole catalogue is written in one transaction.
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
  if (loaded) {
    forgetCatalogueIndex(handle.db);
  }
  return { version: catalogue.version, loaded, names: catalogue.names.length };
}
