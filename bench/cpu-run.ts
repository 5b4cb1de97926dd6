import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { measureBareCpu, matchFamiliesFor, measureHotPathCpu } from './cpu-units';
import type { BareCpu, HotPathCpu } from './cpu-units';
import { freePort, startServer } from './processes';
import { bodySize, REST_ENDPOINTS } from './rest-load';
import { matchFamily, seedShape, seedSqlite, sqliteTemplate } from './seed';
import { benchSettings } from './settings';

/**
 * CPU per unit alone, for working on a hot path: `npm run bench:cpu -- [--votes=2000000] [--dir=/tmp/cpu]
 * [--repeat=1] [--smoke]`. Seeds SQLite (kept in --dir between runs, so a second run starts at once), starts the
 * compiled server and measures every hot path of cpu-units.ts and the bare route at the same rate, as `npm run
 * bench` does, then prints µs per unit.
 */
const argv = process.argv.slice(2);
const flag = (name: string, fallback: string) =>
  argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const settings = benchSettings(argv);
const votes = Number(flag('votes', String(settings.mainVotes)));
const repeat = Number(flag('repeat', '1'));
const dir = flag('dir', path.join(os.tmpdir(), 'name-swiper-bench-cpu'));
const log = (message: string) => process.stderr.write(`[bench:cpu] ${message}\n`);

function nameIdsByRank(file: string): string[] {
  const db = new SqliteDatabase(file, { readonly: true });
  const ids = db.prepare('SELECT id FROM names WHERE active = 1 ORDER BY rank, id').pluck().all().map(String);
  db.close();
  return ids;
}

fs.mkdirSync(dir, { recursive: true });
const template = path.join(dir, 'template.sqlite');
if (!fs.existsSync(template)) {
  log('catalogue template');
  await sqliteTemplate(template);
}
const shape = seedShape(votes, settings.votesPerDevice, settings.minDevices);
const seeded = path.join(dir, `votes-${votes}.sqlite`);
if (!fs.existsSync(seeded)) {
  log(`seeding ${votes} votes`);
  seedSqlite(template, seeded, shape);
}
const ids = nameIdsByRank(template);
const rows: { run: number; ours: HotPathCpu; bare: BareCpu }[] = [];
for (let run = 0; run < repeat; run++) {
  // Every run starts from the seeded state: the votes of a run change what the next one would deal.
  const file = path.join(dir, 'run.sqlite');
  for (const suffix of ['', '-wal', '-shm']) {
    fs.rmSync(file + suffix, { force: true });
  }
  fs.copyFileSync(seeded, file);
  const port = await freePort();
  const server = await startServer({ port, databaseUrl: `sqlite:${file}` });
  let ours: HotPathCpu;
  let bytes: { deck: number; tags: number; total: number };
  try {
    bytes = {
      deck: await bodySize(`http://127.0.0.1:${port}/api${REST_ENDPOINTS.deck}`),
      tags: await bodySize(`http://127.0.0.1:${port}/api${REST_ENDPOINTS.tags}`),
      total: await bodySize(`http://127.0.0.1:${port}/api${REST_ENDPOINTS.total}`),
    };
    ours = await measureHotPathCpu(
      settings,
      {
        port,
        pid: server.pid,
        shape,
        ids,
        matchFamilies: matchFamiliesFor(settings, shape, matchFamily(shape)),
      },
      log,
    );
  } finally {
    await server.stop();
  }
  const bare = await measureBareCpu(settings, await freePort(), shape.devices, bytes);
  rows.push({ run, ours, bare });
  const us = (value: number) => `${value.toFixed(0)} µs`;
  process.stdout.write(
    [
      `run ${run + 1}: load average ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
      ...Object.entries(ours).map(
        ([unit, figure]) =>
          `  ${unit.padEnd(16)} ${us(figure.usPerUnit).padStart(8)}  (${figure.answered} at ${figure.rate}/s, ` +
          `p99 ${figure.p99} ms, ${figure.failed} failed)`,
      ),
      ...Object.entries(bare).map(
        ([unit, figure]) => `  bare ${unit.padEnd(11)} ${us(figure.usPerUnit).padStart(8)}`,
      ),
      '',
    ].join('\n'),
  );
}
fs.writeFileSync(path.join(dir, 'last.json'), `${JSON.stringify(rows, null, 2)}\n`);
process.exit(0);
