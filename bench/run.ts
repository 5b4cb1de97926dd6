import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { repoRoot } from '../server/src/config';
import { buildBareReact, firstScreenSize } from './bundle-size';
import { measureIdleSessions } from './idle-sessions';
import type { IdleStep } from './idle-sessions';
import { lighthouseScores } from './lighthouse-audit';
import type { LighthouseScores } from './lighthouse-audit';
import { measureMatchLatency, measureRabbitRoundTrip } from './match-latency';
import { freePort, startServer } from './processes';
import { beamFileLimit, beamPid, enableWebStomp } from './rabbitmq';
import { fixed, formatTable } from './report';
import type { Row } from './report';
import { bodySize, measureReference, measureRest } from './rest-load';
import type { RestResult } from './rest-load';
import { dropPostgresSchema, seedPostgres, seedSqlite, sqliteTemplate } from './seed';
import { benchSettings } from './settings';
import { ratio } from './stats';
import type { Latency } from './stats';
import { measureStompVotes } from './stomp-votes';
import type { StompVoteResult } from './stomp-votes';
import { measureStartTimes, medianMs } from './start-time';
import type { StartTimes } from './start-time';
import { measureSwipes } from './swipe-timing';

const settings = benchSettings(process.argv.slice(2));
const startedAt = Date.now();
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'name-swiper-bench-'));
const postgresBase = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const schema = `bench_${process.pid}`;
const shape = (votes: number) => ({ devices: settings.devices, votes });
const ENDPOINTS = {
  unvoted: '/names/unvoted?deviceId={device}',
  matches: '/votes/matches?deviceId={device}',
};
const MATCH_FAMILY = Math.floor(settings.devices / 2) - 2;

function log(message: string): void {
  process.stderr.write(`[bench ${((Date.now() - startedAt) / 1000).toFixed(0)}s] ${message}\n`);
}

function nameIdsByRank(file: string): string[] {
  const db = new SqliteDatabase(file, { readonly: true });
  const ids = db.prepare('SELECT id FROM names WHERE active = 1 ORDER BY rank, id').pluck().all().map(String);
  db.close();
  return ids;
}

/** Names neither partner of the family has voted on in the seed (see seed.ts). */
function freshNames(ids: string[], family: number, votes: number): string[] {
  const start = family * 7919 + Math.floor(votes / settings.devices) * 2;
  return Array.from({ length: settings.matchRounds }, (_, index) => ids[(start + index) % ids.length] ?? '');
}

interface RestPair {
  unvoted: RestResult;
  matches: RestResult;
}

async function restPair(port: number): Promise<RestPair> {
  const load = (endpoint: string) => ({
    url: `http://127.0.0.1:${port}/api${endpoint}`,
    connections: settings.restConnections,
    seconds: settings.restSeconds,
    devices: settings.devices,
  });
  return {
    unvoted: await measureRest(load(ENDPOINTS.unvoted)),
    matches: await measureRest(load(ENDPOINTS.matches)),
  };
}

interface SizeResult {
  votes: number;
  rest: RestPair;
  stomp: StompVoteResult;
  match: Latency;
}

/** REST, STOMP votes and match latency against one SQLite database of `votes` votes. */
async function measureSqliteSize(
  template: string,
  ids: string[],
  votes: number,
): Promise<SizeResult & { file: string }> {
  const file = path.join(workDir, `votes-${votes}.sqlite`);
  log(`seeding SQLite with ${votes} votes`);
  seedSqlite(template, file, shape(votes));
  const port = await freePort();
  const server = await startServer({ port, databaseUrl: `sqlite:${file}` });
  try {
    log(`REST on SQLite, ${votes} votes`);
    const rest = await restPair(port);
    log(`match latency, ${votes} votes`);
    const match = await measureMatchLatency({
      portA: port,
      portB: port,
      family: MATCH_FAMILY,
      nameIds: freshNames(ids, MATCH_FAMILY, votes),
      rounds: settings.matchRounds,
    });
    log(`STOMP votes, ${votes} votes`);
    const stomp = await measureStompVotes({
      port,
      clients: settings.stompClients,
      seconds: settings.stompSeconds,
      votesPerClient: settings.stompVotesPerClient,
      nameIds: ids,
      workers: 2,
    });
    return { file, votes, rest, stomp, match };
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  log(
    `${settings.smoke ? 'smoke' : 'full'} run; load average ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  const loadBefore = os.loadavg();
  log('start times: compiled server cold and warm, bare Fastify');
  const startTimes = await measureStartTimes(workDir, settings.startRuns);
  await enableWebStomp();
  const template = path.join(workDir, 'template.sqlite');
  await sqliteTemplate(template);
  const ids = nameIdsByRank(template);

  const sizes: SizeResult[] = [];
  let main: (SizeResult & { file: string }) | undefined;
  for (const votes of [...new Set([settings.mainVotes, ...settings.growthVotes])]) {
    const result = await measureSqliteSize(template, ids, votes);
    sizes.push(result);
    if (votes === settings.mainVotes) {
      main = result;
    }
  }
  if (!main) {
    throw new Error('the main size was not measured');
  }

  log('REST reference: bare Fastify routes returning constants of the same sizes');
  const referencePort = await freePort();
  const mainPort = await freePort();
  let server = await startServer({ port: mainPort, databaseUrl: `sqlite:${main.file}` });
  const sizeUnvoted = await bodySize(`http://127.0.0.1:${mainPort}/api${ENDPOINTS.unvoted}`);
  const sizeMatches = await bodySize(`http://127.0.0.1:${mainPort}/api${ENDPOINTS.matches}`);
  const referenceLoad = {
    connections: settings.restConnections,
    seconds: settings.restSeconds,
    devices: settings.devices,
  };
  const reference = {
    unvoted: await measureReference(referencePort, sizeUnvoted, referenceLoad),
    matches: await measureReference(referencePort, sizeMatches, referenceLoad),
  };

  log('web: swipes on slow 4G, Lighthouse');
  const swipes = await measureSwipes(`http://127.0.0.1:${mainPort}`, settings.swipes);
  const lighthouse = await lighthouseScores(
    (settings.smoke ? ['/'] : ['/', '/name/Emma']).map((page) => `http://127.0.0.1:${mainPort}${page}`),
  );
  await server.stop();
  const appBundle = firstScreenSize(path.join(repoRoot, 'web/dist'));
  const bareBundle = firstScreenSize(await buildBareReact());

  log('match latency over two instances and Redis');
  const portB = await freePort();
  server = await startServer({ port: mainPort, databaseUrl: `sqlite:${main.file}`, redisUrl });
  const second = await startServer({ port: portB, databaseUrl: `sqlite:${main.file}`, redisUrl });
  const matchTwo = await measureMatchLatency({
    portA: mainPort,
    portB,
    family: MATCH_FAMILY + 1,
    nameIds: freshNames(ids, MATCH_FAMILY + 1, settings.mainVotes),
    rounds: settings.matchRounds,
  });
  await second.stop();
  await server.stop();
  const rabbitMatch = await measureRabbitRoundTrip(settings.matchRounds);

  log('idle sessions (ours)');
  server = await startServer({ port: mainPort, databaseUrl: `sqlite:${main.file}` });
  const idle = await measureIdleSessions({
    target: 'ours',
    pid: server.pid,
    port: mainPort,
    steps: settings.idleSteps,
    perWorker: Math.ceil((settings.idleSteps.at(-1) ?? 0) / settings.idleWorkers),
    settleSeconds: settings.idleSettleSeconds,
    firstDevice: settings.devices + 1000,
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

  log('REST on PostgreSQL');
  await seedPostgres(postgresBase, schema, shape(settings.mainVotes));
  let postgres: RestPair;
  try {
    const separator = postgresBase.includes('?') ? '&' : '?';
    server = await startServer({
      port: mainPort,
      databaseUrl: `${postgresBase}${separator}options=-c%20search_path%3D${schema}`,
    });
    postgres = await restPair(mainPort);
    await server.stop();
  } finally {
    await dropPostgresSchema(postgresBase, schema);
  }

  const rows = tableRows({
    main,
    reference,
    postgres,
    matchTwo,
    rabbitMatch,
    idle,
    rabbitIdle,
    appBundle: appBundle.gzipBytes,
    bareBundle: bareBundle.gzipBytes,
    lighthouse,
    swipes,
    startTimes,
  });
  const growth = sizes
    .sort((a, b) => a.votes - b.votes)
    .map((size) => ({
      votes: size.votes,
      unvotedRps: Math.round(size.rest.unvoted.requestsPerSecond),
      unvotedP99: size.rest.unvoted.p99,
      matchesRps: Math.round(size.rest.matches.requestsPerSecond),
      matchesP99: size.rest.matches.p99,
      stompVotesPerSecond: size.stomp.ackedPerSecond,
      receiptP99: size.stomp.receipt.p99,
      matchP99: size.match.p99,
    }));
  const loadAfter = os.loadavg();
  const table = formatTable(rows);
  const growthTable = formatTable(
    growth.map((size) => ({
      benchmark: `${size.votes.toLocaleString('en')} votes`,
      ours: `unvoted ${size.unvotedRps}/s p99 ${size.unvotedP99} ms; matches ${size.matchesRps}/s p99 ${size.matchesP99} ms`,
      reference: `STOMP ${size.stompVotesPerSecond} votes/s, receipt p99 ${size.receiptP99} ms`,
      ratio: '',
      target: `match p99 ${size.matchP99} ms`,
      met: undefined,
    })),
  );
  const loads = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
  process.stdout.write(`\n${table}\n\nGrowth (SQLite):\n${growthTable}\n\n`);
  process.stdout.write(
    `load average before ${loads(loadBefore)}, after ${loads(loadAfter)}; ${os.cpus().length} cores\n`,
  );
  const results = {
    when: new Date().toISOString(),
    mode: settings.smoke ? 'smoke' : 'full',
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model ?? '',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
    },
    loadAverage: { before: loadBefore, after: loadAfter },
    durationSeconds: Math.round((Date.now() - startedAt) / 1000),
    rows,
    growth,
    details: {
      sqlite: main.rest,
      postgres,
      reference,
      stomp: main.stomp,
      matchOne: main.match,
      matchTwo,
      rabbitMatch,
      idle,
      rabbitIdle,
      rabbitFileLimit: rabbitLimit,
      appBundle,
      bareBundle,
      lighthouse,
      swipes,
      startTimes,
    },
  };
  const out = path.join(repoRoot, 'bench/results', settings.smoke ? 'smoke.json' : 'latest.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  log(`wrote ${path.relative(repoRoot, out)}`);
}

interface Figures {
  main: SizeResult;
  reference: RestPair;
  postgres: RestPair;
  matchTwo: Latency;
  rabbitMatch: Latency;
  idle: IdleStep[];
  rabbitIdle: IdleStep[];
  appBundle: number;
  bareBundle: number;
  lighthouse: LighthouseScores[];
  swipes: { swipes: number; nextCard: Latency; networkWaits: number };
  startTimes: StartTimes;
}

function startRows({ cold, warm, reference }: StartTimes): Row[] {
  const bare = medianMs(reference);
  const row = (label: string, times: number[], target: string, met: boolean): Row => ({
    benchmark: `start to ready, ${label}`,
    ours: `median ${medianMs(times)} ms of ${times.length}`,
    reference: `bare Fastify ${bare} ms`,
    ratio: fixed(ratio(medianMs(times), bare), 1),
    target,
    met,
  });
  return [
    row('empty SQLite (migrations, catalogue load)', cold, '-', true),
    row('second start (catalogue unchanged)', warm, '< 2000 ms', medianMs(warm) < 2_000),
  ];
}

function restRows(label: string, ours: RestPair, reference: RestPair, checked: boolean): Row[] {
  const endpoints: (keyof RestPair)[] = ['unvoted', 'matches'];
  return endpoints.map((endpoint) => {
    const share = ratio(ours[endpoint].requestsPerSecond, reference[endpoint].requestsPerSecond);
    return {
      benchmark: `REST ${endpoint} ${label}`,
      ours: `${fixed(ours[endpoint].requestsPerSecond, 0)}/s p50 ${ours[endpoint].p50} p99 ${ours[endpoint].p99} ms`,
      reference: `${fixed(reference[endpoint].requestsPerSecond, 0)}/s p99 ${reference[endpoint].p99} ms`,
      ratio: fixed(share, 2),
      target: checked ? '>= 0.5, p99 < 10 ms' : 'report',
      met: checked ? share >= 0.5 && ours[endpoint].p99 < 10 : undefined,
    };
  });
}

function tableRows(figures: Figures): Row[] {
  const { main, reference, rabbitMatch } = figures;
  const matchRow = (label: string, latency: Latency): Row => ({
    benchmark: `match latency ${label}`,
    ours: `p50 ${latency.p50} p99 ${latency.p99} ms`,
    reference: `RabbitMQ p50 ${rabbitMatch.p50} p99 ${rabbitMatch.p99} ms`,
    ratio: fixed(ratio(latency.p99, rabbitMatch.p99), 1),
    target: 'p99 < 25 ms, <= 2x',
    met: latency.p99 < 25 && latency.p99 <= 2 * rabbitMatch.p99,
  });
  const idleTop = figures.idle.at(-1);
  const rabbitTop = figures.rabbitIdle.at(-1);
  const bundleRatio = ratio(figures.appBundle, figures.bareBundle);
  return [
    ...startRows(figures.startTimes),
    ...restRows('(SQLite)', main.rest, reference, true),
    ...restRows('(PostgreSQL)', figures.postgres, reference, false),
    {
      benchmark: `STOMP votes, ${main.stomp.clients} clients`,
      ours: `${main.stomp.ackedPerSecond} acked/s, receipt p50 ${main.stomp.receipt.p50} p99 ${main.stomp.receipt.p99} ms`,
      reference: '-',
      ratio: '-',
      target: '>= 20000/s',
      met: main.stomp.ackedPerSecond >= 20_000 && main.stomp.failures === 0,
    },
    matchRow('(1 instance)', main.match),
    matchRow('(2 instances, Redis)', figures.matchTwo),
    {
      benchmark: `idle sessions (${idleTop?.sessions ?? 0}, 10 s heart-beats)`,
      ours: `${idleTop?.kbPerSession ?? 'n/a'} KB/session, CPU ${idleTop?.heartBeatCpuPercent ?? 'n/a'}%`,
      reference: `RabbitMQ ${rabbitTop?.kbPerSession ?? 'n/a'} KB/session at ${rabbitTop?.sessions ?? 0}, CPU ${rabbitTop?.heartBeatCpuPercent ?? 'n/a'}%`,
      ratio: fixed(ratio(idleTop?.kbPerSession ?? Number.NaN, rabbitTop?.kbPerSession ?? Number.NaN), 2),
      target: '< 20 KB/session',
      met: idleTop !== undefined && idleTop.failures === 0 && idleTop.kbPerSession < 20,
    },
    {
      benchmark: 'first screen JS+CSS (gzip)',
      ours: `${fixed(figures.appBundle / 1024)} KB`,
      reference: `bare React ${fixed(figures.bareBundle / 1024)} KB`,
      ratio: fixed(bundleRatio, 2),
      target: '<= 2x',
      met: bundleRatio <= 2,
    },
    ...figures.lighthouse.map((score) => ({
      benchmark: `Lighthouse mobile ${new URL(score.url).pathname}`,
      ours: score.error
        ? `not audited: ${score.error}`
        : `performance ${score.performance}, accessibility ${score.accessibility}`,
      reference: '-',
      ratio: '-',
      target: '>= 95, 100',
      met: score.performance >= 95 && score.accessibility === 100,
    })),
    {
      benchmark: `${figures.swipes.swipes} swipes on slow 4G`,
      ours: `next card p50 ${figures.swipes.nextCard.p50} p99 ${figures.swipes.nextCard.p99} ms, ${figures.swipes.networkWaits} network waits`,
      reference: '-',
      ratio: '-',
      target: 'no network waits',
      met: figures.swipes.networkWaits === 0,
    },
  ];
}

try {
  await main();
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}
process.exit(0);
