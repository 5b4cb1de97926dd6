import type { Database as BetterSqlite, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct SQL texts kept prepared: the hot statements plus the IN-list lengths that recur. */
const MAX_STATEMENTS = 512;

/**
 * The SQLite handle as Kysely sees it, with each SQL text prepared once and kept (most recently used first):
 * Kysely's SQLite driver prepares on every query, which cost about as much as running the vote path's small
 * statements. Safe because the driver is synchronous: a statement finishes before the next query starts.
 */
export function withStatementCache(sqlite: BetterSqlite): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= MAX_STATEMENTS) {
          statements.delete(statements.keys().next().value ?? '');
        }
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
