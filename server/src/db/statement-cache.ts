import type { Database as BetterSqlite } from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { LRUCache } from 'lru-cache';

/** Distinct SQL texts kept prepared: the hot statements plus the IN-list lengths that recur. */
const MAX_STATEMENTS = 512;

/** Ends a transaction: what it wrote is committed when this runs, so it counts as a write to sync. */
const TRANSACTION_END = /^\s*(commit|end|release)\b/i;

/**
 * The one cache of prepared SQLite statements, by SQL text, most recently used kept: Kysely's SQLite driver
 * prepares on every query, which cost about as much as running the vote path's small statements, and the hot reads
 * of `preparedQuery` run through the same statements. Safe because the driver is synchronous: a statement finishes
 * before the next query starts. `onWrite` hears of every statement that writes or commits, before it runs.
 */
export interface SqliteStatements {
  /** The handle Kysely's SQLite dialect takes. */
  readonly database: SqliteDatabase;
  /** Runs a read, prepared once. */
  all(sql: string, parameters: readonly unknown[]): unknown[];
  /** Runs any statement, prepared once: a read's rows, nothing for a write. */
  execute(sql: string, parameters: readonly unknown[]): unknown[];
}

export function cacheStatements(sqlite: BetterSqlite, onWrite: () => void): SqliteStatements {
  const statements = new LRUCache<string, SqliteStatement>({ max: MAX_STATEMENTS });
  const prepare = (sql: string): SqliteStatement => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = watched(sqlite, sql, onWrite);
      statements.set(sql, statement);
    }
    return statement;
  };
  return {
    database: { close: () => sqlite.close(), prepare },
    all: (sql, parameters) => prepare(sql).all(parameters),
    execute: (sql, parameters) => {
      const statement = prepare(sql);
      if (statement.reader) {
        return statement.all(parameters);
      }
      statement.run(parameters);
      return [];
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
