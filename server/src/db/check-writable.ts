import { sql } from 'kysely';
import type { Db } from './db';

/**
 * Throws unless the database takes writes: an update that matches no row still needs a write transaction, so a
 * read-only SQLite file (SQLITE_READONLY) or a read-only PostgreSQL (25006) refuses it, and nothing changes.
 */
export async function checkWritable(db: Db): Promise<void> {
  await db
    .updateTable('catalogue_meta')
    .set({ value: sql<string>`value` })
    .where(sql<boolean>`1 = 0`)
    .execute();
}
