import { Migrator } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely';
import type { Db } from './db';
import * as initial from './migrations/0001-initial';
import * as users from './migrations/0002-users';
import * as abuseLimits from './migrations/0003-abuse-limits';
import * as tokenRevocation from './migrations/0004-token-revocation';
import * as guessLimitsInBuckets from './migrations/0005-guess-limits-in-buckets';
import * as catalogueDetails from './migrations/0006-catalogue-details';
import * as votesWithoutNameIndex from './migrations/0007-votes-without-name-index';
import * as matchCelebrations from './migrations/0008-match-celebrations';
import * as comparisons from './migrations/0009-comparisons';
import * as familyNames from './migrations/0010-family-names';
import * as pronunciations from './migrations/0011-pronunciations';
import * as loveMaybeUndo from './migrations/0012-love-maybe-undo';
import * as parentsAndSupporters from './migrations/0013-parents-and-supporters';
import * as spellingGroups from './migrations/0014-spelling-groups';
import * as namesakesAndClassFigures from './migrations/0015-namesakes-and-class-figures';

const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-users': users,
  '0003-abuse-limits': abuseLimits,
  '0004-token-revocation': tokenRevocation,
  '0005-guess-limits-in-buckets': guessLimitsInBuckets,
  '0006-catalogue-details': catalogueDetails,
  '0007-votes-without-name-index': votesWithoutNameIndex,
  '0008-match-celebrations': matchCelebrations,
  '0009-comparisons': comparisons,
  '0010-family-names': familyNames,
  '0011-pronunciations': pronunciations,
  '0012-love-maybe-undo': loveMaybeUndo,
  '0013-parents-and-supporters': parentsAndSupporters,
  '0014-spelling-groups': spellingGroups,
  '0015-namesakes-and-class-figures': namesakesAndClassFigures,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/**
 * Brings the schema up to date; the same TypeScript migrations serve SQLite and PostgreSQL. On PostgreSQL,
 * `schema` names the schema the connection works in, so that the migrator's own tables in other schemas of
 * the same database are not mistaken for this one's.
 */
export async function migrateToLatest(db: Db, options: { schema?: string } = {}): Promise<void> {
  await migrate(db, options, (migrator) => migrator.migrateToLatest());
}

/** The migrations in the order they run. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations).sort();

/** Brings the schema up to the named migration and no further (tests of a migration start from the one before). */
export async function migrateUpTo(db: Db, name: string, options: { schema?: string } = {}): Promise<void> {
  await migrate(db, options, (migrator) => migrator.migrateTo(name));
}

async function migrate(
  db: Db,
  options: { schema?: string },
  run: (migrator: Migrator) => Promise<{ error?: unknown }>,
): Promise<void> {
  const migrator = new Migrator({
    db,
    provider,
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
  });
  for (let attempt = 1; ; attempt++) {
    const { error } = await run(migrator);
    if (!error) {
      return;
    }
    if (!(attempt < 3 && isSchemaDroppedMeanwhile(error))) {
      throw error instanceof Error ? error : new Error(String(error));
    }
  }
}

// Before taking its lock, the migrator reads the tables of every schema in the database; a schema that another
// client drops during that read fails it with 'schema "…" does not exist' (3F000), though nothing of ours is wrong.
function isSchemaDroppedMeanwhile(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '3F000';
}
