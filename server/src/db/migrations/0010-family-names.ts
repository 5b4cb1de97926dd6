import type { Kysely } from 'kysely';

/**
 * Issue 23: names a family adds of its own (decision 62). Each has a row in `names`, inactive so that the catalogue
 * (deck, counts, tags, name detail) never holds it, with an id that starts with "f:" where catalogue ids are
 * spellings: votes, matches, celebrations, History and Decide then reference and resolve it like any name. This table
 * says whose it is: the family, its spelling's key (one name per spelling per family), who added it and when, and
 * when it was removed (votes cast on it stay; it is no longer dealt).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('family_names')
    .addColumn('name_id', 'text', (col) => col.primaryKey().references('names.id'))
    .addColumn('family_id', 'text', (col) => col.notNull())
    .addColumn('name_key', 'text', (col) => col.notNull())
    .addColumn('added_by', 'text', (col) => col.notNull())
    .addColumn('added_at', 'bigint', (col) => col.notNull())
    .addColumn('removed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('family_names_family_key')
    .unique()
    .on('family_names')
    .columns(['family_id', 'name_key'])
    .execute();
}
