import type { Kysely } from 'kysely';

/**
 * Revocable tokens: a per-account version that every token carries and "sign out everywhere" bumps. The signing
 * key is no longer kept in the database (it is derived from AUTH_TOKEN_SECRET, or lives in the process), so the
 * table that held a generated key in plain text goes, and the key with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.dropTable('server_secrets').execute();
}
