import type { Kysely } from 'kysely';

/**
 * Invite-guessing limits: what a failed join tried (the code's prefix) and where it came from (the
 * connection's IP).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
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
