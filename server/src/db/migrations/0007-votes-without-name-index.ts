import type { Kysely } from 'kysely';

/**
 * No query reads votes by name first (matches and family likes start from the device), so `votes_name_approved`
 * only cost a second B-tree write per vote.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('votes_name_approved').execute();
}
