import fs from 'node:fs';
import path from 'node:path';
import { matchFamiliesFor, measureHotPathCpu } from './cpu-units';
import type { HotPathCpu } from './cpu-units';
import { bestRate } from './load-workers';
import type { SweepResult, TimedStep } from './load-workers';
import { commitProbeOptions, measureMatchLatency } from './match-latency';
import type { MatchLatency } from './match-latency';
import { freePort, startServer } from './processes';
import { writeProfileSummary } from './profiles';
import { REST_ENDPOINTS, restAtRate, sweepRest } from './rest-load';
import type { RestEndpoint } from './rest-load';
import { freshNames, matchFamily, seedShape, seedSqlite } from './seed';
import type { BenchSettings } from './settings';
import { stompVotesAtRate, sweepStompVotes } from './stomp-votes';

export const DECK_P99_MS = 10;
export const RECEIPT_P99_MS = 50;

/** What one database serves: deck (and at the main size tag counts, match latency), votes. */
export interface SizeResult {
  votes: number;
  devices: number;
  seedSeconds: number;
  deck: SweepResult;
  /** The deck with the vote cache off: every request reads the device's and its partner's votes from SQLite. */
  deckUncached: SweepResult;
  tags?: SweepResult;
  match?: MatchLatency;
  /** The main size only: CPU per unit of every hot path. */
  cpu?: HotPathCpu;
  stomp: SweepResult;
}

export interface Context {
  settings: BenchSettings;
  workDir: string;
  ids: string[];
  log(message: string): void;
}

export function sqliteFile(context: Context, votes: number): string {
  return path.join(context.workDir, `votes-${votes}.sqlite`);
}

/** Deck (and tags) sweeps, match latency, then the vote sweep (it writes) against one fresh SQLite file. */
export async function measureSqliteSize(
  context: Context,
  template: string,
  votes: number,
  main: boolean,
): Promise<SizeResult> {
  const { settings, log } = context;
  const shape = seedShape(votes, settings.votesPerDevice, settings.minDevices);
  const file = sqliteFile(context, votes);
  log(`seeding SQLite: ${votes.toLocaleString('en')} votes by ${shape.devices} devices`);
  const seedStart = performance.now();
  seedSqlite(template, file, shape);
  const seedSeconds = Math.round((performance.now() - seedStart) / 100) / 10;
  log(`seeded in ${seedSeconds} s`);
  const port = await freePort();
  const commitLog = path.join(context.workDir, `commits-${votes}.json`);
  const server = await startServer({ port, databaseUrl: `sqlite:${file}`, ...commitProbeOptions(commitLog) });
  const rest = (endpoint: RestEndpoint, onPort = port, pid = server.pid) => ({
    url: `http://127.0.0.1:${onPort}/api${REST_ENDPOINTS[endpoint]}`,
    connections: settings.restConnections,
    devices: shape.devices,
    active: Math.min(settings.restActiveDevices, shape.devices),
    workers: settings.restWorkers,
    pid,
  });
  log(`deck sweep with the vote cache off, ${votes} votes`);
  const uncachedPort = await freePort();
  const uncached = await startServer({
    port: uncachedPort,
    databaseUrl: `sqlite:${file}`,
    env: { VOTE_CACHE_MAX_BYTES: '0' },
  });
  let deckUncached: SweepResult;
  try {
    deckUncached = await sweepRest(rest('deck', uncachedPort, uncached.pid), settings.restSweep, DECK_P99_MS);
  } finally {
    await uncached.stop();
  }
  try {
    log(`deck sweep, ${votes} votes`);
    const deck = await sweepRest(rest('deck'), settings.restSweep, DECK_P99_MS);
    let tags: SweepResult | undefined;
    let match: MatchLatency | undefined;
    let cpu: HotPathCpu | undefined;
    if (main) {
      log(`tag counts sweep, ${votes} votes`);
      tags = await sweepRest(rest('tags'), settings.restSweep, DECK_P99_MS);
      log('match latency, one instance');
      const family = matchFamily(shape);
      match = await measureMatchLatency({
        portA: port,
        portB: port,
        family,
        nameIds: freshNames(context.ids, family, shape, settings.matchRounds),
        rounds: settings.matchRounds,
        probes: [{ pid: server.pid, file: commitLog }],
      });
      cpu = await measureHotPathCpu(
        settings,
        {
          port,
          pid: server.pid,
          shape,
          ids: context.ids,
          matchFamilies: matchFamiliesFor(settings, shape, family),
        },
        log,
      );
    }
    log(`STOMP vote sweep, ${votes} votes`);
    const stomp = await sweepStompVotes(
      {
        port,
        sessions: Math.min(settings.voteSessions, shape.devices - 4),
        nameIds: context.ids,
        workers: settings.voteWorkers,
        firstDevice: 0,
        pid: server.pid,
      },
      settings.voteSweep,
      RECEIPT_P99_MS,
    );
    return {
      votes,
      devices: shape.devices,
      seedSeconds,
      deck,
      deckUncached,
      stomp,
      ...(tags ? { tags } : {}),
      ...(match ? { match } : {}),
      ...(cpu ? { cpu } : {}),
    };
  } finally {
    await server.stop();
  }
}

/**
 * One compiled server per hot path under `node --cpu-prof`, loaded at 70 % of the rate it sustained (or the
 * sweep's first rate), summarised into `outDir/<path>.txt`; the raw profiles stay next to them, git-ignored.
 */
export async function profileHotPaths(context: Context, main: SizeResult, outDir: string): Promise<string[]> {
  const { settings, log } = context;
  const shape = seedShape(main.votes, settings.votesPerDevice, settings.minDevices);
  const file = sqliteFile(context, main.votes);
  const rateOf = (sweep: SweepResult | undefined, floor: number) =>
    Math.max(floor, Math.round(0.7 * bestRate(sweep ?? { p99LimitMs: 0, steps: [], best: undefined })));
  const paths = [
    { name: 'deck', rate: rateOf(main.deck, settings.restSweep.start), endpoint: 'deck' as const },
    { name: 'tags', rate: rateOf(main.tags, settings.restSweep.start), endpoint: 'tags' as const },
    { name: 'votes', rate: rateOf(main.stomp, settings.voteSweep.start), endpoint: undefined },
  ];
  fs.mkdirSync(outDir, { recursive: true });
  const written: string[] = [];
  for (const hot of paths) {
    const dir = path.join(outDir, `${hot.name}-raw`);
    fs.rmSync(dir, { recursive: true, force: true });
    const port = await freePort();
    const server = await startServer({
      port,
      databaseUrl: `sqlite:${file}`,
      nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
    });
    log(`CPU profile: ${hot.name} at ${hot.rate}/s for ${settings.profileSeconds} s`);
    let timed: TimedStep | undefined;
    try {
      if (hot.endpoint) {
        timed = await restAtRate(
          {
            url: `http://127.0.0.1:${port}/api${REST_ENDPOINTS[hot.endpoint]}`,
            connections: settings.restConnections,
            devices: shape.devices,
            active: Math.min(settings.restActiveDevices, shape.devices),
            workers: settings.restWorkers,
          },
          hot.rate,
          settings.profileSeconds,
        );
      } else {
        timed = await stompVotesAtRate(
          {
            port,
            sessions: Math.min(settings.voteSessions, shape.devices - 4),
            nameIds: context.ids,
            workers: settings.voteWorkers,
            firstDevice: 0,
          },
          hot.rate,
          settings.profileSeconds,
        );
      }
    } finally {
      await server.stop();
    }
    const exited = performance.now();
    written.push(
      writeProfileSummary(
        dir,
        path.join(outDir, `${hot.name}.txt`),
        `${hot.name} at ${hot.rate}/s, ${main.votes.toLocaleString('en')} votes, SQLite`,
        { fromMsBeforeEnd: exited - timed.startedAt, toMsBeforeEnd: exited - timed.endedAt },
      ),
    );
  }
  return written;
}
