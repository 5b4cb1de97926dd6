import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Issue 34, decision 93: a name's spelling group (the id of the group's name; its own id for a name alone) and the
 * places where it is its group's most given spelling. Matches, Decide and the celebrations compare names by group,
 * through the index. The catalogue version is forgotten so that the next start fills the columns from spellings.csv.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('names')
    .addColumn('spelling_group', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('names')
    .addColumn('most_given_in', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await sql`update names set spelling_group = id`.execute(db);
  await db.schema.createIndex('names_spelling_group').on('names').column('spelling_group').execute();
  await sql`delete from catalogue_meta where key = 'catalogue_version'`.execute(db);
}
