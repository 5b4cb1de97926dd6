import type { Kysely } from 'kysely';

/**
 * Decide (issue 22): each device's answer for a pair of matched names, one row per pair (`first_id` < `second_id`),
 * so that a resent or repeated answer replaces the earlier one and a device's rows never outnumber its pairs. Read
 * by device (the primary key's prefix) and by the devices of an account (devices_user).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('comparisons')
    .addColumn('device_id', 'text', (col) => col.notNull())
    .addColumn('first_id', 'text', (col) => col.notNull())
    .addColumn('second_id', 'text', (col) => col.notNull())
    .addColumn('winner_id', 'text', (col) => col.notNull())
    .addColumn('compared_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('comparisons_pk', ['device_id', 'first_id', 'second_id'])
    .execute();
}
