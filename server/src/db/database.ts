import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { withStatementCache } from './statement-cache';
import { registerPostgresStatements, registerSqliteStatements } from './prepared-query';
import type { Database } from './schema';
import { checkpointOnTimer } from './wal-checkpoints';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: DatabaseConfig['dialect'];
  close(): Promise<void>;
}

const PG_INT8 = 20;
// Our bigint columns hold epoch milliseconds, far below 2^53: read them as numbers like SQLite does.
pg.types.setTypeParser(PG_INT8, (value) => Number(value));

export interface OpenOptions {
  /** PostgreSQL only: the schema every connection works in (tests use one schema per run). */
  searchPath?: string;
  /** SQLite only: open the file read-only (readiness tests; a process without write access gets the same). */
  readOnly?: boolean;
}

export function openDatabase(config: DatabaseConfig, options: OpenOptions = {}): DatabaseHandle {
  if (config.dialect === 'sqlite') {
    return openSqlite(config.file, options.readOnly ?? false);
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolSize,
    connectionTimeoutMillis: config.connectTimeoutMs,
    statement_timeout: config.statementTimeoutMs,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  registerPostgresStatements(db, pool);
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

function openSqlite(file: string, readOnly: boolean): DatabaseHandle {
  if (file !== ':memory:' && !readOnly) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
  }
  const sqlite = new SqliteDatabase(file, { readonly: readOnly });
  if (!readOnly) {
    sqlite.pragma('journal_mode = WAL');
  }
  // FULL makes every acknowledged commit durable across a power loss, not only a process crash.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const stopCheckpoints = readOnly ? () => undefined : checkpointOnTimer(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  registerSqliteStatements(db, sqlite);
  const close = async () => {
    stopCheckpoints();
    await db.destroy();
  };
  return { db, dialect: 'sqlite', close };
}
