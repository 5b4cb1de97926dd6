import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The catalogue format of issue 18 (docs/catalogue-files.md): where a name is popular and the languages of its
 * origin, popularity series per sex with gaps, figures per country, links between names and name days. The
 * popularity table gains `sex` in its key, so it is made anew; the catalogue version is forgotten so that the
 * next start fills the new tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('names')
    .addColumn('popular_in', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('names')
    .addColumn('origin_languages', 'text', (col) => col.notNull().defaultTo(''))
    .execute();

  await db.schema.dropTable('popularity').execute();
  await db.schema
    .createTable('popularity')
    .addColumn('name_id', 'text', (col) => col.notNull().references('names.id').onDelete('cascade'))
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('sex', 'text', (col) => col.notNull().check(sql`sex in ('F', 'M')`))
    .addColumn('first_year', 'integer', (col) => col.notNull())
    .addColumn('counts', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('popularity_pk', ['name_id', 'country', 'sex'])
    .execute();

  await db.schema
    .createTable('name_countries')
    .addColumn('name_id', 'text', (col) => col.notNull().references('names.id').onDelete('cascade'))
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('recent_births', 'integer', (col) => col.notNull())
    .addColumn('female_share', 'double precision')
    .addColumn('gender', 'text')
    .addColumn('latest_year', 'integer', (col) => col.notNull())
    .addColumn('latest_rank', 'integer')
    .addColumn('peak_year', 'integer', (col) => col.notNull())
    .addColumn('trend', 'text')
    .addPrimaryKeyConstraint('name_countries_pk', ['name_id', 'country'])
    .execute();

  await db.schema
    .createTable('name_links')
    .addColumn('name_id', 'text', (col) => col.notNull().references('names.id').onDelete('cascade'))
    .addColumn('relation', 'text', (col) => col.notNull())
    .addColumn('other_id', 'text', (col) => col.notNull().references('names.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('name_links_pk', ['name_id', 'relation', 'other_id'])
    .execute();

  await db.schema
    .createTable('name_days')
    .addColumn('name_id', 'text', (col) => col.notNull().references('names.id').onDelete('cascade'))
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('month', 'integer', (col) => col.notNull())
    .addColumn('day', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('name_days_pk', ['name_id', 'country', 'month', 'day'])
    .execute();

  await sql`delete from catalogue_meta where key = 'catalogue_version'`.execute(db);
}
