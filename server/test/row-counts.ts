import { sql } from 'kysely';
import type { Db } from '../src/db/db';

/** Bookkeeping that every request may touch: request counters and the migrator's own tables. */
const NOT_DATA = new Set(['kysely_migration', 'kysely_migration_lock']);

/** The data tables of the database under test; on PostgreSQL those of `schema` (introspection lists them all). */
export async function dataTables(db: Db, schema?: string): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables
    .filter((table) => schema === undefined || table.schema === schema)
    .map((table) => table.name)
    .filter((name) => !NOT_DATA.has(name))
    .sort();
}

/** Rows per data table, read in one statement so that a snapshot is consistent and cheap. */
export async function rowCounts(db: Db, tables: string[]): Promise<Record<string, number>> {
  const counts = tables.map((table) => sql`(select count(*) from ${sql.table(table)})`.as(table));
  const row = await db.selectNoFrom(() => counts).executeTakeFirstOrThrow();
  return Object.fromEntries(tables.map((table) => [table, Number(Reflect.get(row, table))]));
}
