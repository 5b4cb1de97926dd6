import type { Kysely } from 'kysely';

/**
 * Issue 33, part 1 (decisions 85–87):
 * - `votes.feeling`: null for the spec's like or dislike, 'love' (with approved 1) or 'maybe' (with approved 0, so
 *   that every query that reads likes as approved = 1 stays right and a maybe is never a like).
 * - `votes.maybes`: how many times the device put the name to maybe; it comes back on its own at most twice.
 * - `vote_undos`: an undo is an action with its time like any vote (newest action wins): the tombstone of an undone
 *   vote, kept apart from `votes` so that no query that reads votes can take it for one.
 * Existing votes keep their meaning: plain likes and dislikes, none undone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('votes').addColumn('feeling', 'text').execute();
  await db.schema
    .alterTable('votes')
    .addColumn('maybes', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('vote_undos')
    .addColumn('device_id', 'text', (col) => col.notNull().references('devices.id'))
    .addColumn('name_id', 'text', (col) => col.notNull().references('names.id'))
    .addColumn('undone_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('vote_undos_pk', ['device_id', 'name_id'])
    .execute();
}
