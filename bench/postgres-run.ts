import { matchFamiliesFor, measureHotPathCpu } from './cpu-units';
import type { HotPathCpu } from './cpu-units';
import type { SweepResult } from './load-workers';
import path from 'node:path';
import { startRedisProcess } from '../server/scale-out/redis-process';
import { commitProbeOptions, measureMatchLatency } from './match-latency';
import type { MatchLatency } from './match-latency';
import { measureUpsertCeiling, postgresBackends } from './postgres-ceiling';
import type { UpsertCeiling } from './postgres-ceiling';
import { cpuOfPids, freePort, startServer } from './processes';
import { REST_ENDPOINTS, sweepRest } from './rest-load';
import type { RestEndpoint } from './rest-load';
import {
  createScratchDatabase,
  dropScratchDatabase,
  freshNames,
  matchFamily,
  seedPostgres,
  seedShape,
} from './seed';
import { DECK_P99_MS, RECEIPT_P99_MS } from './sqlite-size';
import type { Context } from './sqlite-size';
import { sweepStompVotes } from './stomp-votes';

export interface PostgresResult {
  seedSeconds: number;
  /** Partner A on one instance, B on the other: PostgreSQL for the votes, Redis for the bus. */
  matchTwo: MatchLatency;
  deck: SweepResult;
  tags: SweepResult;
  stomp: SweepResult;
  /** CPU per unit of every hot path on one instance (PostgreSQL, the Redis bus), with PostgreSQL's and Redis's. */
  cpu: HotPathCpu;
  /** PostgreSQL alone: the vote upsert under pgbench (empty without pgbench). */
  ceiling: UpsertCeiling[];
  /** Whether Redis was a redis-server of the run's own (its CPU is then the benchmark's alone). */
  privateRedis: boolean;
}

/**
 * The scale-out configuration: a scratch PostgreSQL database (created here, dropped at the end) with the main
 * size, two compiled instances sharing it and Redis under a prefix of their own: a redis-server of the run's own
 * on a free port, or the one of `sharedRedisUrl` when given.
 */
export async function measurePostgres(
  context: Context,
  postgresBase: string,
  sharedRedisUrl: string | undefined,
): Promise<PostgresResult> {
  const { settings, log } = context;
  const shape = seedShape(settings.mainVotes, settings.votesPerDevice, settings.minDevices);
  const name = `name_swiper_bench_${process.pid}`;
  const url = await createScratchDatabase(postgresBase, name);
  const redis = sharedRedisUrl === undefined ? await startRedisProcess() : undefined;
  const redisUrl = sharedRedisUrl ?? redis?.url ?? '';
  // PostgreSQL's backends of the scratch database, and the run's own Redis: their CPU per unit is recorded too.
  const sideCpu = () =>
    new Map([
      ['postgres', cpuOfPids(postgresBackends(name))],
      ...(redis?.pid() === undefined ? [] : [['redis', cpuOfPids([redis.pid() ?? 0])] as const]),
    ]);
  try {
    log(`seeding PostgreSQL database ${name}: ${shape.votes.toLocaleString('en')} votes`);
    const seedStart = performance.now();
    await seedPostgres(url, shape);
    const seedSeconds = Math.round((performance.now() - seedStart) / 100) / 10;
    const env = { databaseUrl: url, redisUrl, redisPrefix: `name-swiper-bench-${process.pid}:` };
    const portA = await freePort();
    const portB = await freePort();
    const logA = path.join(context.workDir, 'commits-postgres-a.json');
    const logB = path.join(context.workDir, 'commits-postgres-b.json');
    const a = await startServer({ ...env, port: portA, ...commitProbeOptions(logA) });
    try {
      const b = await startServer({ ...env, port: portB, ...commitProbeOptions(logB) });
      let matchTwo: MatchLatency;
      const family = matchFamily(shape) + 1;
      try {
        log('match latency over two instances (PostgreSQL + Redis)');
        matchTwo = await measureMatchLatency({
          portA,
          portB,
          family,
          nameIds: freshNames(context.ids, family, shape, settings.matchRounds),
          rounds: settings.matchRounds,
          probes: [
            { pid: a.pid, file: logA },
            { pid: b.pid, file: logB },
          ],
        });
      } finally {
        await b.stop();
      }
      const rest = (endpoint: RestEndpoint) => ({
        url: `http://127.0.0.1:${portA}/api${REST_ENDPOINTS[endpoint]}`,
        connections: settings.restConnections,
        devices: shape.devices,
        active: Math.min(settings.restActiveDevices, shape.devices),
        workers: settings.restWorkers,
        pid: a.pid,
      });
      log('deck and tag counts sweeps on PostgreSQL');
      const deck = await sweepRest(rest('deck'), settings.restSweep, DECK_P99_MS);
      const tags = await sweepRest(rest('tags'), settings.restSweep, DECK_P99_MS);
      log('STOMP vote sweep on PostgreSQL');
      const stomp = await sweepStompVotes(
        {
          port: portA,
          sessions: Math.min(settings.voteSessions, shape.devices - 4),
          nameIds: context.ids,
          workers: settings.voteWorkers,
          firstDevice: 0,
          pid: a.pid,
        },
        settings.voteSweep,
        RECEIPT_P99_MS,
      );
      const cpu = await measureHotPathCpu(
        settings,
        {
          port: portA,
          pid: a.pid,
          shape,
          ids: context.ids,
          matchFamilies: matchFamiliesFor(settings, shape, family - 1),
          sideCpu,
        },
        log,
      );
      await a.stop();
      log(`PostgreSQL alone: the vote upsert under pgbench, ${settings.ceilingSeconds} s per run`);
      const ceiling = await measureUpsertCeiling(
        url,
        name,
        shape,
        settings.ceilingPlans,
        settings.ceilingSeconds,
      );
      return { seedSeconds, matchTwo, deck, tags, stomp, cpu, ceiling, privateRedis: redis !== undefined };
    } finally {
      await a.stop();
    }
  } finally {
    await redis?.stop();
    await dropScratchDatabase(postgresBase, name);
  }
}
