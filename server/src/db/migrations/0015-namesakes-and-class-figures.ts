import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Issue 34, parts 2 and 3.
 * - `name_countries` gains the catalogue's "1 in N" (decision 99): `one_in`, `one_in_sex` (F, M, or null for both
 *   sexes) and `one_in_bound` (`about` or `at-least`); null where the figures give none.
 * - `family_picks`: catalogue names a family put first in its members' decks from the namesake finder (decision 98),
 *   one row per family and name, removed like a family's own name (the row stays with `removed_at`).
 * The catalogue version is forgotten so that the next start fills the new columns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('name_countries').addColumn('one_in', 'integer').execute();
  await db.schema.alterTable('name_countries').addColumn('one_in_sex', 'text').execute();
  await db.schema.alterTable('name_countries').addColumn('one_in_bound', 'text').execute();
  await db.schema
    .createTable('family_picks')
    .addColumn('family_id', 'text', (col) => col.notNull())
    .addColumn('name_id', 'text', (col) => col.notNull().references('names.id'))
    .addColumn('added_by', 'text', (col) => col.notNull())
    .addColumn('added_at', 'bigint', (col) => col.notNull())
    .addColumn('removed_at', 'bigint')
    .addPrimaryKeyConstraint('family_picks_pk', ['family_id', 'name_id'])
    .execute();
  await sql`delete from catalogue_meta where key = 'catalogue_version'`.execute(db);
}
