import type { Kysely } from 'kysely';
import { sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('names')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('gender', 'text', (col) => col.notNull().check(sqlGender()))
    .addColumn('origin', 'text')
    .addColumn('meaning', 'text')
    .addColumn('rank', 'integer', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('names_active_rank').on('names').columns(['active', 'rank']).execute();

  await db.schema
    .createTable('name_tags')
    .addColumn('name_id', 'text', (col) => col.notNull().references('names.id').onDelete('cascade'))
    .addColumn('tag', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('name_tags_pk', ['tag', 'name_id'])
    .execute();
  await db.schema.createIndex('name_tags_name').on('name_tags').columns(['name_id', 'tag']).execute();

  await db.schema
    .createTable('popularity')
    .addColumn('name_id', 'text', (col) => col.notNull().references('names.id').onDelete('cascade'))
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('first_year', 'integer', (col) => col.notNull())
    .addColumn('counts', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('popularity_pk', ['name_id', 'country'])
    .execute();

  await db.schema
    .createTable('families')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('devices')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('display_name', 'text')
    .addColumn('family_id', 'text', (col) => col.notNull().references('families.id'))
    .addColumn('user_id', 'text')
    .addColumn('joined_at', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('last_seen_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('devices_family').on('devices').columns(['family_id', 'joined_at']).execute();

  await db.schema
    .createTable('votes')
    .addColumn('device_id', 'text', (col) => col.notNull().references('devices.id'))
    .addColumn('name_id', 'text', (col) => col.notNull().references('names.id'))
    .addColumn('approved', 'integer', (col) => col.notNull())
    .addColumn('voted_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('votes_pk', ['device_id', 'name_id'])
    .execute();
  await db.schema.createIndex('votes_device_time').on('votes').columns(['device_id', 'voted_at']).execute();
  await db.schema.createIndex('votes_name_approved').on('votes').columns(['name_id', 'approved']).execute();

  await db.schema
    .createTable('invites')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('family_id', 'text', (col) => col.notNull().references('families.id'))
    .addColumn('created_by', 'text', (col) => col.notNull().references('devices.id'))
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('invites_family').on('invites').column('family_id').execute();

  await db.schema
    .createTable('failed_joins')
    .addColumn('device_id', 'text', (col) => col.notNull())
    .addColumn('attempted_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('failed_joins_device')
    .on('failed_joins')
    .columns(['device_id', 'attempted_at'])
    .execute();

  await db.schema
    .createTable('catalogue_meta')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
}

function sqlGender() {
  return sql`gender in ('F', 'M', 'N')`;
}
