import type { Database as BetterSqlite } from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct SQL texts kept prepared: the hot statements plus the IN-list lengths that recur. */
const MAX_STATEMENTS = 512;

/** Ends a transaction: what it wrote is committed when this runs, so it counts as a write to sync. */
const TRANSACTION_END = /^\s*(commit|end|release)\b/i;

/**
 * The SQLite handle as Kysely sees it, with each SQL text prepared once and kept (most recently used first):
 * Kysely's SQLite driver prepares on every query, which cost about as much as running the vote path's small
 * statements. Safe because the driver is synchronous: a statement finishes before the next query starts.
 * `onWrite` hears of every statement that writes or commits, before it runs.
 */
export function withStatementCache(sqlite: BetterSqlite, onWrite: () => void): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = watched(sqlite, sql, onWrite);
        if (statements.size >= MAX_STATEMENTS) {
          statements.delete(statements.keys().next().value ?? '');
        }
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

function watched(sqlite: BetterSqlite, sql: string, onWrite: () => void): SqliteStatement {
  const statement = sqlite.prepare(sql);
  if (statement.readonly && !TRANSACTION_END.test(sql)) {
    return statement;
  }
  return {
    reader: statement.reader,
    all(parameters) {
      onWrite();
      return statement.all(parameters);
    },
    run(parameters) {
      onWrite();
      return statement.run(parameters);
    },
    iterate(parameters) {
      onWrite();
      return statement.iterate(parameters);
    },
  };
}
