import { Migrator } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely';
import type { Db } from './database';
import * as initial from './migrations/0001-initial';
import * as users from './migrations/0002-users';

const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-users': users,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/** Brings the schema up to date; the same TypeScript migrations serve SQLite and PostgreSQL. */
export async function migrateToLatest(db: Db): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    throw error instanceof Error ? error : new Error(String(error));
  }
}
