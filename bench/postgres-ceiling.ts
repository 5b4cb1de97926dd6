import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../server/src/db/database';
import { cpuOfPids, sleep } from './processes';
import type { SeedShape } from './seed';

/** One pgbench run of the vote upsert: `batch` votes per statement (one commit each) from `clients` connections. */
export interface UpsertCeiling {
  batch: number;
  clients: number;
  votesPerSecond: number;
  msPerCommit: number;
  /** CPU time of the run's PostgreSQL backends per vote (the commits' WAL flushes included). */
  postgresUsPerVote: number;
}

export interface CeilingPlan {
  batch: number;
  clients: number;
}

/**
 * The server's vote upsert as pgbench runs it: `batch` random (device, name) votes of the seeded devices in one
 * INSERT … ON CONFLICT DO UPDATE on `votes` with its primary key, its (device_id, voted_at) index and its foreign
 * keys, each statement its own transaction (synchronous_commit on: a WAL flush per commit, which concurrent
 * commits share). A helper table numbers the names so that pgbench can pick them.
 */
const SCRIPT = `\\set d random(0, :devices - 1)
\\set n random(0, :names - 1)
INSERT INTO votes (device_id, name_id, approved, voted_at)
SELECT '00000000-0000-4000-8000-' || lpad(((:d + g * 7919) % :devices)::text, 12, '0'), x.id, g % 3 % 2,
  (extract(epoch from clock_timestamp()) * 1000)::bigint
FROM generate_series(0, :batch - 1) g JOIN bench_names x ON x.ix = (:n + g * 104729) % :names
ON CONFLICT (device_id, name_id) DO UPDATE SET approved = excluded.approved, voted_at = excluded.voted_at;
`;

/** The backends of one database: PostgreSQL titles each "postgres: <user> <database> <client> <state>". */
export function postgresBackends(database: string): number[] {
  return fs.readdirSync('/proc').flatMap((entry) => {
    try {
      const title = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      return /^\d+$/.test(entry) && title.startsWith('postgres: ') && title.includes(` ${database} `)
        ? [Number(entry)]
        : [];
    } catch {
      return [];
    }
  });
}

async function runPgbench(
  url: string,
  database: string,
  script: string,
  shape: SeedShape,
  names: number,
  plan: CeilingPlan,
  seconds: number,
): Promise<UpsertCeiling> {
  const child = spawn(
    'pgbench',
    [
      '-n',
      '-f',
      script,
      '-c',
      String(plan.clients),
      '-j',
      String(Math.min(plan.clients, 2)),
      '-T',
      String(seconds),
      '-D',
      `devices=${shape.devices}`,
      '-D',
      `names=${names}`,
      '-D',
      `batch=${plan.batch}`,
      url,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  // pgbench's backends exist while it runs: their CPU is read half a second in and half a second before the end.
  await sleep(500);
  const start = performance.now();
  const before = cpuOfPids(postgresBackends(database));
  await sleep((seconds - 1) * 1000);
  const after = cpuOfPids(postgresBackends(database));
  const measuredSeconds = (performance.now() - start) / 1000;
  const code = await exited;
  const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1]);
  const latency = Number(/latency average = ([\d.]+) ms/.exec(output)?.[1]);
  if (code !== 0 || !Number.isFinite(tps)) {
    throw new Error(`pgbench exited with ${code}:\n${output.slice(-2000)}`);
  }
  let spent = 0;
  after.forEach((cpu, pid) => (spent += cpu - (before.get(pid) ?? cpu)));
  const votes = tps * plan.batch;
  return {
    ...plan,
    votesPerSecond: Math.round(votes),
    msPerCommit: latency,
    postgresUsPerVote: Math.round((spent * 1e6) / (votes * measuredSeconds)),
  };
}

/** The upsert ceiling of the seeded scratch database at `url` for each plan; empty when pgbench is missing. */
export async function measureUpsertCeiling(
  url: string,
  database: string,
  shape: SeedShape,
  plans: readonly CeilingPlan[],
  seconds: number,
): Promise<UpsertCeiling[]> {
  if (spawnSync('pgbench', ['--version']).error) {
    return [];
  }
  const handle = openDatabase({
    dialect: 'postgres',
    url,
    poolSize: 1,
    connectTimeoutMs: 10_000,
    statementTimeoutMs: 120_000,
  });
  let names: number;
  try {
    await sql`CREATE TABLE IF NOT EXISTS bench_names AS
      SELECT (row_number() OVER (ORDER BY rank, id) - 1)::int AS ix, id FROM names WHERE active = 1`.execute(
      handle.db,
    );
    await sql`CREATE UNIQUE INDEX IF NOT EXISTS bench_names_ix ON bench_names(ix)`.execute(handle.db);
    const counted = await sql<{ c: number }>`SELECT count(*)::int AS c FROM bench_names`.execute(handle.db);
    names = counted.rows[0]?.c ?? 1;
  } finally {
    await handle.close();
  }
  const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pgbench-')), 'upsert.sql');
  fs.writeFileSync(script, SCRIPT);
  const ceilings: UpsertCeiling[] = [];
  try {
    for (const plan of plans) {
      ceilings.push(await runPgbench(url, database, script, shape, names, plan, seconds));
    }
  } finally {
    fs.rmSync(path.dirname(script), { recursive: true, force: true });
  }
  return ceilings;
}
