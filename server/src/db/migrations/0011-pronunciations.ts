import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Issue 31: the catalogue's pronunciations.csv (IPA per name and language, with its syllables). The catalogue version
 * is forgotten so that the next start fills the new table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('name_pronunciations')
    .addColumn('name_id', 'text', (col) => col.notNull().references('names.id').onDelete('cascade'))
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('ipa', 'text', (col) => col.notNull())
    .addColumn('syllables', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('name_pronunciations_pk', ['name_id', 'language', 'ipa'])
    .execute();
  await sql`delete from catalogue_meta where key = 'catalogue_version'`.execute(db);
}
