import type { Kysely } from 'kysely';

/**
 * Failed joins are counted in the limit store's token buckets (memory or Redis, expiring on their own) instead of
 * a table that every wrong guess added a row to; the table and its indexes go.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('failed_joins').execute();
}
