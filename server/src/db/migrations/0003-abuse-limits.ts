import type { Kysely } from 'kysely';

/**
 * Abuse limits: request counters shared by every instance (fixed one-minute windows), and what a failed invite
 * join tried (the code's prefix) and where it came from (the connection's IP), for the invite-guessing limits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('window_start', 'bigint', (col) => col.notNull())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('rate_limits_pk', ['key', 'window_start'])
    .execute();
  await db.schema.createIndex('rate_limits_window').on('rate_limits').column('window_start').execute();

  await db.schema.alterTable('failed_joins').addColumn('code_prefix', 'text').execute();
  await db.schema.alterTable('failed_joins').addColumn('ip', 'text').execute();
  await db.schema
    .createIndex('failed_joins_prefix')
    .on('failed_joins')
    .columns(['code_prefix', 'attempted_at'])
    .execute();
  await db.schema.createIndex('failed_joins_ip').on('failed_joins').columns(['ip', 'attempted_at']).execute();
  await db.schema.createIndex('failed_joins_time').on('failed_joins').column('attempted_at').execute();
}
