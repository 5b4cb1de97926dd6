import fs from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { loadCatalogue } from '../server/src/catalogue/load-catalogue';
import { repoRoot } from '../server/src/config';
import { openDatabase } from '../server/src/db/database';
import type { DatabaseHandle } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import path from 'node:path';
import { z } from 'zod';

/**
 * Bench data: the full catalogue, `devices` devices in families of two, and `votes` votes spread evenly over
 * them. Partners vote on half-overlapping slices of the catalogue with two likes in three, so every device
 * has matches. Device n's id is 00000000-0000-4000-8000-<n, 12 digits>.
 */
export interface SeedShape {
  devices: number;
  votes: number;
}

/** Devices that voted about `perDevice` names each (the load: ~200), at least `minDevices` of them. */
export function seedShape(votes: number, perDevice: number, minDevices: number): SeedShape {
  return { votes, devices: 2 * Math.max(Math.ceil(minDevices / 2), Math.round(votes / perDevice / 2)) };
}

export const CATALOGUE_DIR = path.join(repoRoot, 'data');
const EPOCH = Date.UTC(2026, 0, 1);
const NAME_STRIDE = 7919;

export function deviceId(index: number): string {
  return `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
}

async function prepare(handle: DatabaseHandle): Promise<void> {
  await migrateToLatest(handle.db);
  await loadCatalogue(handle, CATALOGUE_DIR);
}

/** An empty SQLite database with the schema and the catalogue, to copy for each data size. */
export async function sqliteTemplate(file: string): Promise<void> {
  fs.rmSync(file, { force: true });
  const handle = openDatabase({ dialect: 'sqlite', file });
  await prepare(handle);
  await handle.close();
}

/** The family whose partners like fresh names in the match benchmark (away from the voting sessions). */
export function matchFamily(shape: SeedShape): number {
  return Math.floor(shape.devices / 2) - 2;
}

/** Names neither partner of `family` voted on in the seed. */
export function freshNames(ids: string[], family: number, shape: SeedShape, rounds: number): string[] {
  const start = family * NAME_STRIDE + Math.floor(shape.votes / shape.devices) * 2;
  return Array.from({ length: rounds }, (_, index) => ids[(start + index) % ids.length] ?? '');
}

function perDevice(shape: SeedShape): number {
  return Math.max(1, Math.floor(shape.votes / shape.devices));
}

/** Copies the template and bulk-inserts families, devices and votes in one transaction. */
export function seedSqlite(template: string, file: string, shape: SeedShape): void {
  for (const suffix of ['', '-wal', '-shm']) {
    fs.rmSync(file + suffix, { force: true });
  }
  fs.copyFileSync(template, file);
  const db = new SqliteDatabase(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -262144');
  db.pragma('temp_store = MEMORY');
  const each = perDevice(shape);
  const idOf = (column: string) => `printf('00000000-0000-4000-8000-%012d', ${column})`;
  // Secondary indexes of votes are built once after the insert (a sort) instead of row by row.
  const indexes = db
    .prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'votes' AND sql IS NOT NULL",
    )
    .all()
    .flatMap((row) => {
      const index = z.object({ name: z.string(), sql: z.string() }).safeParse(row);
      return index.success ? [index.data] : [];
    });
  db.transaction(() => {
    for (const index of indexes) {
      db.exec(`DROP INDEX "${index.name}"`);
    }
    db.exec(`CREATE TEMP TABLE name_ix AS
      SELECT row_number() OVER (ORDER BY rank, id) - 1 AS ix, id FROM names WHERE active = 1`);
    db.exec('CREATE UNIQUE INDEX temp.name_ix_ix ON name_ix(ix)');
    db.exec(`CREATE TEMP TABLE seq AS WITH RECURSIVE s(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM s
      WHERE n + 1 < ${Math.max(shape.devices, each)}) SELECT n FROM s`);
    // Device by device (CROSS JOIN keeps that order), so the primary key index grows at its end.
    db.exec(`CREATE TEMP TABLE per_device AS SELECT n FROM seq WHERE n < ${each}`);
    db.exec(`INSERT INTO families (id, created_at)
      SELECT ${idOf('n')}, ${EPOCH} FROM seq WHERE n < ${shape.devices} AND n % 2 = 0`);
    db.exec(`INSERT INTO devices (id, display_name, family_id, user_id, joined_at, created_at, last_seen_at)
      SELECT ${idOf('n')}, NULL, ${idOf('n - n % 2')}, NULL, ${EPOCH}, ${EPOCH}, ${EPOCH}
      FROM seq WHERE n < ${shape.devices}`);
    const names = Number(db.prepare('SELECT count(*) AS c FROM name_ix').pluck().get());
    db.exec(`INSERT INTO votes (device_id, name_id, approved, voted_at)
      SELECT ${idOf('d.n')}, x.id, CASE WHEN (k.n * 7 + d.n) % 3 = 0 THEN 0 ELSE 1 END,
        ${EPOCH} + d.n * 10000 + k.n
      FROM seq d CROSS JOIN per_device k CROSS JOIN name_ix x
      WHERE d.n < ${shape.devices}
        AND x.ix = ((d.n / 2) * ${NAME_STRIDE} + k.n + (d.n % 2) * ${Math.floor(each / 2)}) % ${names}`);
    for (const index of indexes) {
      db.exec(index.sql);
    }
  })();
  db.exec('ANALYZE');
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}

/** A scratch PostgreSQL database next to the one of `url`; returns its URL. */
export async function createScratchDatabase(url: string, name: string): Promise<string> {
  const admin = openDatabase({
    dialect: 'postgres',
    url,
    poolSize: 1,
    connectTimeoutMs: 10_000,
    statementTimeoutMs: 60_000,
  });
  try {
    await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(admin.db);
    await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin.db);
  } finally {
    await admin.close();
  }
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return scratch.href;
}

export async function dropScratchDatabase(url: string, name: string): Promise<void> {
  const admin = openDatabase({
    dialect: 'postgres',
    url,
    poolSize: 1,
    connectTimeoutMs: 10_000,
    statementTimeoutMs: 60_000,
  });
  try {
    await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(admin.db);
  } finally {
    await admin.close();
  }
}

/** Fills the (empty, scratch) database of `url` with the catalogue, families, devices and votes. */
export async function seedPostgres(url: string, shape: SeedShape): Promise<void> {
  const handle = openDatabase({
    dialect: 'postgres',
    url,
    poolSize: 2,
    connectTimeoutMs: 10_000,
    statementTimeoutMs: 600_000,
  });
  await prepare(handle);
  const each = perDevice(shape);
  const idOf = (column: string) => sql.raw(`'00000000-0000-4000-8000-' || lpad((${column})::text, 12, '0')`);
  await handle.db.transaction().execute(async (trx) => {
    await sql`CREATE TEMP TABLE name_ix ON COMMIT DROP AS
      SELECT (row_number() OVER (ORDER BY rank, id) - 1)::int AS ix, id FROM names WHERE active = 1`.execute(
      trx,
    );
    await sql`CREATE UNIQUE INDEX ON name_ix(ix)`.execute(trx);
    await sql`INSERT INTO families (id, created_at)
      SELECT ${idOf('n')}, ${sql.lit(EPOCH)} FROM generate_series(0, ${sql.lit(shape.devices - 1)}, 2) n`.execute(
      trx,
    );
    await sql`INSERT INTO devices (id, display_name, family_id, user_id, joined_at, created_at, last_seen_at)
      SELECT ${idOf('n')}, NULL, ${idOf('n - n % 2')}, NULL, ${sql.lit(EPOCH)}, ${sql.lit(EPOCH)}, ${sql.lit(EPOCH)}
      FROM generate_series(0, ${sql.lit(shape.devices - 1)}) n`.execute(trx);
    const counted = await sql<{ c: number }>`SELECT count(*)::int AS c FROM name_ix`.execute(trx);
    const names = counted.rows[0]?.c ?? 1;
    await sql`INSERT INTO votes (device_id, name_id, approved, voted_at)
      SELECT ${idOf('d')}, x.id, CASE WHEN (k * 7 + d) % 3 = 0 THEN 0 ELSE 1 END,
        ${sql.lit(EPOCH)} + d::bigint * 10000 + k
      FROM generate_series(0, ${sql.lit(shape.devices - 1)}) d
      CROSS JOIN generate_series(0, ${sql.lit(each - 1)}) k
      JOIN name_ix x ON x.ix = ((d / 2) * ${sql.lit(NAME_STRIDE)} + k + (d % 2) * ${sql.lit(Math.floor(each / 2))}) % ${sql.lit(names)}
      ORDER BY d, x.id`.execute(trx);
  });
  await sql`ANALYZE`.execute(handle.db);
  await handle.close();
}
