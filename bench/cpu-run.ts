import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { likesCpu, matchFamiliesFor, measureBareCpu, restCpu, voteCpu } from './cpu-units';
import type { CpuFigure, CpuTarget } from './cpu-units';
import { freePort, startServer } from './processes';
import { bodySize, REST_ENDPOINTS } from './rest-load';
import { matchFamily, seedShape, seedSqlite, sqliteTemplate } from './seed';
import { benchSettings } from './settings';

/**
 * CPU per unit alone, for working on a hot path: `npm run bench:cpu -- [--votes=2000000] [--dir=/tmp/…]
 * [--paths=deckPopularity,deck,total,tags,vote,likes,bare] [--entry=server/dist/main.js,other/main.js]
 * [--repeat=1] [--rate=1000] [--node-args=--cpu-prof,--cpu-prof-dir=/tmp/prof] [--smoke]`. Seeds SQLite (kept in
 * --dir between runs), then per repeat and per entry (several builds alternate, so that a comparison sees the same
 * machine) starts the compiled server on a fresh copy, with `--node-args` (comma-separated) given to node, and
 * measures the chosen hot paths as `npm run bench` does, and the bare route at the same rate.
 */
const argv = process.argv.slice(2);
const flag = (name: string, fallback: string) =>
  argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const rate = Number(flag('rate', '0'));
const settings = {
  ...benchSettings(argv),
  ...(rate > 0 ? { cpuRestRate: rate, cpuVoteRate: rate } : {}),
};
const votes = Number(flag('votes', String(settings.mainVotes)));
const repeat = Number(flag('repeat', '1'));
const dir = flag('dir', path.join(os.tmpdir(), 'name-swiper-bench-cpu'));
const paths = new Set(flag('paths', 'deckPopularity,deck,total,tags,vote,likes,bare').split(','));
const entries = flag('entry', 'server/dist/main.js').split(',');
const nodeArgs = flag('node-args', '')
  .split(',')
  .filter((arg) => arg !== '');
const log = (message: string) => process.stderr.write(`[bench:cpu] ${message}\n`);

function nameIdsByRank(file: string): string[] {
  const db = new SqliteDatabase(file, { readonly: true });
  const ids = db.prepare('SELECT id FROM names WHERE active = 1 ORDER BY rank, id').pluck().all().map(String);
  db.close();
  return ids;
}

async function measureEntry(
  entry: string,
  seeded: string,
  ids: string[],
): Promise<Record<string, CpuFigure>> {
  // Every run starts from the seeded state: the votes of a run change what the next one would deal.
  const file = path.join(dir, 'run.sqlite');
  for (const suffix of ['', '-wal', '-shm']) {
    fs.rmSync(file + suffix, { force: true });
  }
  fs.copyFileSync(seeded, file);
  const port = await freePort();
  const server = await startServer({ port, databaseUrl: `sqlite:${file}`, entry, nodeArgs });
  const shape = seedShape(votes, settings.votesPerDevice, settings.minDevices);
  const target: CpuTarget = {
    port,
    pid: server.pid,
    shape,
    ids,
    matchFamilies: matchFamiliesFor(settings, shape, matchFamily(shape)),
  };
  const figures: Record<string, CpuFigure> = {};
  try {
    for (const endpoint of ['deckPopularity', 'deck', 'total', 'tags'] as const) {
      if (paths.has(endpoint)) {
        figures[endpoint] = await restCpu(settings, target, endpoint);
      }
    }
    if (paths.has('vote')) {
      figures.vote = await voteCpu(settings, target);
    }
    if (paths.has('likes')) {
      Object.assign(figures, await likesCpu(settings, target));
    }
    if (paths.has('bare')) {
      const bytes = {
        deck: await bodySize(`http://127.0.0.1:${port}/api${REST_ENDPOINTS.deck}`),
        tags: await bodySize(`http://127.0.0.1:${port}/api${REST_ENDPOINTS.tags}`),
        total: await bodySize(`http://127.0.0.1:${port}/api${REST_ENDPOINTS.total}`),
      };
      const bare = await measureBareCpu(settings, await freePort(), shape.devices, bytes);
      Object.entries(bare).forEach(([unit, figure]) => (figures[`bare ${unit}`] = figure));
    }
  } finally {
    await server.stop();
  }
  return figures;
}

fs.mkdirSync(dir, { recursive: true });
const template = path.join(dir, 'template.sqlite');
if (!fs.existsSync(template)) {
  log('catalogue template');
  await sqliteTemplate(template);
}
const seeded = path.join(dir, `votes-${votes}.sqlite`);
if (!fs.existsSync(seeded)) {
  log(`seeding ${votes} votes`);
  seedSqlite(template, seeded, seedShape(votes, settings.votesPerDevice, settings.minDevices));
}
const ids = nameIdsByRank(template);
const runs: { run: number; entry: string; loadAverage: number[]; figures: Record<string, CpuFigure> }[] = [];
for (let run = 0; run < repeat; run++) {
  for (const entry of entries) {
    log(`run ${run + 1}, ${entry}`);
    const figures = await measureEntry(entry, seeded, ids);
    const loadAverage = os.loadavg();
    runs.push({ run, entry, loadAverage, figures });
    process.stdout.write(
      [
        `run ${run + 1}, ${entry}, load average ${loadAverage.map((load) => load.toFixed(1)).join(' ')}`,
        ...Object.entries(figures).map(
          ([unit, figure]) =>
            `  ${unit.padEnd(16)} ${figure.usPerUnit.toFixed(0).padStart(6)} µs  (${figure.answered} at ` +
            `${figure.rate}/s, p99 ${figure.p99} ms, ${figure.failed} failed)`,
        ),
        '',
      ].join('\n'),
    );
  }
}
fs.writeFileSync(path.join(dir, 'last.json'), `${JSON.stringify(runs, null, 2)}\n`);
process.exit(0);
