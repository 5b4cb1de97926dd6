import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { registerDurableWrites, walSync } from './durable-writes';
import { cacheStatements } from './statement-cache';
import { registerShapedSqlite } from './shaped-query';
import { registerPostgresStatements, registerSqliteStatements } from './prepared-query';
import type { Db } from './db';
import type { Database } from './schema';
import { checkpointInWorker } from './wal-checkpoints';

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
  // A file written through a write-ahead log: its commits are synced by durableWrites.
  const durable = !readOnly && file !== ':memory:';
  if (!readOnly) {
    sqlite.pragma('journal_mode = WAL');
  }
  // NORMAL: a commit does not fsync on the event loop; durableWrites fsyncs the log off the loop before any
  // write is acknowledged, so an acknowledged commit still survives a power loss (decision 56).
  sqlite.pragma(`synchronous = ${durable ? 'NORMAL' : 'FULL'}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const stopCheckpoints = durable ? checkpointInWorker(sqlite, file) : async () => undefined;
  const wal = durable ? walSync(`${file}-wal`) : undefined;
  const statements = cacheStatements(sqlite, wal?.markWritten ?? (() => undefined));
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements.database }) });
  registerSqliteStatements(db, statements);
  registerShapedSqlite(db, statements);
  if (wal) {
    registerDurableWrites(db, wal.sync);
  }
  const close = async () => {
    await stopCheckpoints();
    await wal?.close();
    await db.destroy();
  };
  return { db, dialect: 'sqlite', close };
}
