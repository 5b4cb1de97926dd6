import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { repoRoot } from '../server/src/config';
import { buildBareReact, firstScreenSize } from './bundle-size';
import { measureBareCpu } from './cpu-units';
import { simulateDecks, simulationRows } from './deck-simulation';
import { measureIdleSessions } from './idle-sessions';
import { LIGHTHOUSE_PAGES, lighthouseScores } from './lighthouse-audit';
import { measureRabbitRoundTrip } from './match-latency';
import { measurePostgres } from './postgres-run';
import { freePort, startServer } from './processes';
import { beamFileLimit, beamPid, enableWebStomp } from './rabbitmq';
import { formatTable } from './report';
import { bodySize, REST_ENDPOINTS, sweepReference } from './rest-load';
import { growthTable, tableRows } from './rows';
import { sqliteTemplate } from './seed';
import { benchSettings } from './settings';
import { DECK_P99_MS, measureSqliteSize, profileHotPaths, sqliteFile } from './sqlite-size';
import type { Context, SizeResult } from './sqlite-size';
import { measureStartTimes } from './start-time';
import { measureSwipes } from './swipe-timing';
import { measureWriteFloor } from './write-floor';

const settings = benchSettings(process.argv.slice(2));
const startedAt = Date.now();
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'name-swiper-bench-'));
const postgresBase = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// Unset: the PostgreSQL run starts a redis-server of its own, whose CPU is then the benchmark's alone.
const redisUrl = process.env.BENCH_REDIS_URL;
const mode = settings.smoke ? 'smoke' : 'full';

function log(message: string): void {
  process.stderr.write(`[bench ${((Date.now() - startedAt) / 1000).toFixed(0)}s] ${message}\n`);
}

function nameIdsByRank(file: string): string[] {
  const db = new SqliteDatabase(file, { readonly: true });
  const ids = db.prepare('SELECT id FROM names WHERE active = 1 ORDER BY rank, id').pluck().all().map(String);
  db.close();
  return ids;
}

async function main(): Promise<void> {
  const loads = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
  const loadBefore = os.loadavg();
  log(`${mode} run; load average ${loads(loadBefore)}`);
  log('start times: compiled server cold and warm, bare Fastify');
  const startTimes = await measureStartTimes(workDir, settings.startRuns);
  await enableWebStomp();
  const template = path.join(workDir, 'template.sqlite');
  await sqliteTemplate(template);
  log(`deck simulation: ${settings.simulationCouples} couples, popularity order and learned order`);
  const simulation = await simulateDecks(template, settings.simulationCouples);
  const context: Context = { settings, workDir, ids: nameIdsByRank(template), log };

  const sizes: SizeResult[] = [];
  for (const votes of [...new Set([settings.mainVotes, ...settings.growthVotes])].sort((a, b) => a - b)) {
    sizes.push(await measureSqliteSize(context, template, votes, votes === settings.mainVotes));
    if (votes !== settings.mainVotes) {
      fs.rmSync(sqliteFile(context, votes), { force: true });
    }
  }
  const main = sizes.find((size) => size.votes === settings.mainVotes);
  if (!main) {
    throw new Error('the main size was not measured');
  }

  const profileDir = path.join(repoRoot, 'bench/profiles', mode);
  const profiles = await profileHotPaths(context, main, profileDir);
  log('SQLite write floor: upserts in transactions of 1 to 1,000, synchronous FULL and OFF');
  const writeFloor = measureWriteFloor(
    sqliteFile(context, main.votes),
    main.devices,
    context.ids,
    settings.smoke ? 20 : 300,
  );

  log('REST reference: the bare Fastify route, bodies of the same sizes, swept the same way');
  const mainPort = await freePort();
  let server = await startServer({
    port: mainPort,
    databaseUrl: `sqlite:${sqliteFile(context, main.votes)}`,
  });
  const deckBytes = await bodySize(`http://127.0.0.1:${mainPort}/api${REST_ENDPOINTS.deck}`);
  const tagsBytes = await bodySize(`http://127.0.0.1:${mainPort}/api${REST_ENDPOINTS.tags}`);
  const totalBytes = await bodySize(`http://127.0.0.1:${mainPort}/api${REST_ENDPOINTS.total}`);
  const referenceLoad = {
    connections: settings.restConnections,
    devices: main.devices,
    active: Math.min(settings.restActiveDevices, main.devices),
    workers: settings.restWorkers,
  };
  const referencePort = await freePort();
  const reference = {
    deck: await sweepReference(referencePort, deckBytes, referenceLoad, settings.restSweep, DECK_P99_MS),
    tags: await sweepReference(referencePort, tagsBytes, referenceLoad, settings.restSweep, DECK_P99_MS),
  };
  log(`REST reference: the bare route's CPU per request at ${settings.cpuRestRate}/s`);
  const bareCpu = await measureBareCpu(settings, referencePort, main.devices, {
    deck: deckBytes,
    tags: tagsBytes,
    total: totalBytes,
  });

  log('web: swipes on slow 4G, Lighthouse');
  const swipes = await measureSwipes(`http://127.0.0.1:${mainPort}`, settings.swipes);
  const lighthouse = await lighthouseScores(
    (settings.smoke ? ['/'] : LIGHTHOUSE_PAGES).map((page) => `http://127.0.0.1:${mainPort}${page}`),
  );
  await server.stop();
  const appBundle = firstScreenSize(path.join(repoRoot, 'web/dist'));
  const bareBundle = firstScreenSize(await buildBareReact());

  log('idle sessions (ours)');
  server = await startServer({ port: mainPort, databaseUrl: `sqlite:${sqliteFile(context, main.votes)}` });
  const idle = await measureIdleSessions({
    target: 'ours',
    pid: server.pid,
    port: mainPort,
    steps: settings.idleSteps,
    perWorker: Math.ceil((settings.idleSteps.at(-1) ?? 0) / settings.idleWorkers),
    settleSeconds: settings.idleSettleSeconds,
    firstDevice: referenceLoad.devices + 1000,
  });
  await server.stop();
  log('idle sessions (RabbitMQ Web-STOMP)');
  const beam = beamPid();
  const rabbitLimit = beamFileLimit(beam);
  const rabbitIdle = await measureIdleSessions({
    target: 'rabbit',
    pid: beam,
    port: 15674,
    steps: settings.rabbitIdleSteps.filter((step) => step < rabbitLimit - 50),
    perWorker: 5000,
    settleSeconds: settings.idleSettleSeconds,
    firstDevice: 0,
  });

  const postgres = await measurePostgres(context, postgresBase, redisUrl);
  log('match latency reference: RabbitMQ Web-STOMP');
  const rabbitMatch = await measureRabbitRoundTrip(settings.matchRounds);

  const figures = {
    main,
    sizes,
    reference,
    bareCpu,
    postgres,
    rabbitMatch,
    idle,
    rabbitIdle,
    appBundle: appBundle.gzipBytes,
    bareBundle: bareBundle.gzipBytes,
    lighthouse,
    swipes,
    startTimes,
    writeFloor,
  };
  const rows = [...tableRows(figures), ...simulationRows(simulation)];
  const loadAfter = os.loadavg();
  process.stdout.write(`\n${formatTable(rows)}\n\nGrowth (SQLite):\n${formatTable(growthTable(sizes))}\n\n`);
  process.stdout.write(
    `load average before ${loads(loadBefore)}, after ${loads(loadAfter)}; ${os.cpus().length} cores; ` +
      `CPU profiles: ${profiles.map((file) => path.relative(repoRoot, file)).join(', ')}\n`,
  );
  const results = {
    when: new Date().toISOString(),
    mode,
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model ?? '',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
    },
    loadAverage: { before: loadBefore, after: loadAfter },
    durationSeconds: Math.round((Date.now() - startedAt) / 1000),
    rows,
    details: { ...figures, simulation, rabbitFileLimit: rabbitLimit, appBundle, bareBundle, profiles },
  };
  const out = path.join(repoRoot, 'bench/results', `${mode === 'smoke' ? 'smoke' : 'latest'}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  log(`wrote ${path.relative(repoRoot, out)}`);
}

try {
  await main();
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}
process.exit(0);
