import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach } from 'vitest';
import type { DatabaseConfig } from '../src/config';
import { parseDatabaseUrl } from '../src/config';
import type { DatabaseHandle } from '../src/db/database';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';

/** Where a scratch database lives: a SQLite file, or a PostgreSQL schema of TEST_DATABASE_URL. */
export type ScratchLocation =
  { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string; schema: string };

export type TestDialect = 'sqlite' | 'postgres';

/** The dialect a test project runs on: its TEST_DIALECT (vitest sets it for the workers, not the setup). */
export function testDialect(value = process.env.TEST_DIALECT): TestDialect {
  return value === 'postgres' ? 'postgres' : 'sqlite';
}

function postgresUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error('TEST_DIALECT=postgres needs TEST_DATABASE_URL');
  }
  return url;
}

/** Creates an empty, migrated database of the dialect under test; `drop` removes it again. */
export async function createScratchDatabase(dialect: TestDialect = testDialect()): Promise<ScratchLocation> {
  const location = await createBlankDatabase(dialect);
  await migrate(location);
  return location;
}

/** Creates a database of the dialect under test without any table: a SQLite file to be, or an empty schema. */
export async function createBlankDatabase(dialect: TestDialect = testDialect()): Promise<ScratchLocation> {
  const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const location: ScratchLocation =
    dialect === 'postgres'
      ? { dialect: 'postgres', url: postgresUrl(), schema: `test_${suffix}` }
      : { dialect: 'sqlite', file: path.join(os.tmpdir(), `name-swiper-test-${suffix}.sqlite`) };
  if (location.dialect === 'postgres') {
    await withPgClient(location.url, (client) => client.query(`create schema ${location.schema}`));
  }
  return location;
}

async function migrate(location: ScratchLocation): Promise<void> {
  const handle = openScratchDatabase(location);
  try {
    await migrateToLatest(handle.db, location.dialect === 'postgres' ? { schema: location.schema } : {});
  } finally {
    await handle.close();
  }
}

export function openScratchDatabase(location: ScratchLocation): DatabaseHandle {
  const config: DatabaseConfig =
    location.dialect === 'sqlite'
      ? { dialect: 'sqlite', file: location.file }
      : parseDatabaseUrl(location.url);
  return openDatabase(config, location.dialect === 'postgres' ? { searchPath: location.schema } : {});
}

export async function dropScratchDatabase(location: ScratchLocation): Promise<void> {
  if (location.dialect === 'postgres') {
    await withPgClient(location.url, (client) =>
      client.query(`drop schema if exists ${location.schema} cascade`),
    );
    return;
  }
  // The workers' copies of the file (shared-database.ts) go with it.
  const folder = path.dirname(location.file);
  const copies = fs
    .readdirSync(folder)
    .filter((name) => name.startsWith(`${path.basename(location.file)}.worker-`))
    .map((name) => path.join(folder, name));
  for (const file of [location.file, ...copies]) {
    for (const suffix of ['', '-wal', '-shm']) {
      fs.rmSync(`${file}${suffix}`, { force: true });
    }
  }
}

async function withPgClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A migrated scratch database for each test of the calling file, closed and dropped after it. */
export function useScratchDatabase(): () => DatabaseHandle {
  let location: ScratchLocation | undefined;
  let handle: DatabaseHandle | undefined;
  beforeEach(async () => {
    location = await createScratchDatabase();
    handle = openScratchDatabase(location);
  });
  afterEach(async () => {
    await handle?.close();
    if (location) {
      await dropScratchDatabase(location);
    }
  });
  return () => {
    if (!handle) {
      throw new Error('the scratch database is opened before each test');
    }
    return handle;
  };
}
