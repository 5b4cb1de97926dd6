import type { SideCpu, StepResult } from './load-workers';
import { matchVotesAtRate } from './match-votes';
import { REST_ENDPOINTS, restAtRate, withReference } from './rest-load';
import type { RestEndpoint, RestLoad } from './rest-load';
import type { SeedShape } from './seed';
import type { BenchSettings } from './settings';
import { stompVotesAtRate } from './stomp-votes';

/**
 * The server's own CPU time per unit of work: requests/s on these shared 2-core machines swing with whatever else
 * runs, the CPU time a process spends per request does not. Each hot path runs at one fixed rate (the same for the
 * bare route) for a few seconds after an uncounted step, and the CPU time the server process accounted over the
 * step (user + system, every thread: /proc/<pid>/stat) is divided by the answers.
 */
export interface CpuFigure {
  rate: number;
  seconds: number;
  answered: number;
  usPerUnit: number;
  /** CPU per unit of the processes the server relies on (PostgreSQL's backends, Redis), when watched. */
  side?: Record<string, number>;
  p50: number;
  p99: number;
  failed: number;
}

/** Every hot path of one server: the deck in both orders, its total, tag counts, votes and likes that match. */
export interface HotPathCpu {
  deckLearned: CpuFigure;
  deckPopularity: CpuFigure;
  total: CpuFigure;
  tags: CpuFigure;
  /** The STOMP vote benchmark's votes (stomp-vote-worker.ts): likes and dislikes, re-votes among them. */
  vote: CpuFigure;
  /** A like of a name the partner has not voted on; the partner is dealt it (decision 74). */
  freshLike: CpuFigure;
  /** A like that makes a match: both partners' phones get the overlay. */
  matchingLike: CpuFigure;
}

/** The bare Fastify route with bodies of the deck's, the tag counts' and the total's size. */
export interface BareCpu {
  deck: CpuFigure;
  tags: CpuFigure;
  total: CpuFigure;
}

function figure(step: StepResult, seconds: number): CpuFigure {
  return {
    rate: step.rate,
    seconds,
    answered: step.answered,
    usPerUnit: step.cpuUsPerUnit ?? Number.NaN,
    p50: step.p50,
    p99: step.p99,
    failed: step.errors + step.unanswered,
    ...(step.sideCpuUsPerUnit ? { side: step.sideCpuUsPerUnit } : {}),
  };
}

export interface CpuTarget {
  port: number;
  pid: number;
  shape: SeedShape;
  ids: string[];
  /** Seeded families no other benchmark of this database votes for (the likes that match). */
  matchFamilies: number[];
  /** The processes the server relies on, whose CPU per unit is recorded too. */
  sideCpu?: SideCpu;
}

/** The families for the likes that match: after the vote benchmark's sessions, before the match latency's. */
export function matchFamiliesFor(
  settings: BenchSettings,
  shape: SeedShape,
  matchLatencyFamily: number,
): number[] {
  const first = Math.ceil(Math.min(settings.voteSessions, shape.devices) / 2) + 1;
  const count = Math.min(settings.cpuMatchFamilies, matchLatencyFamily - first);
  if (count < 1) {
    throw new Error(`${shape.devices} seeded devices leave no family for the likes that match`);
  }
  return Array.from({ length: count }, (_, index) => first + index);
}

function restLoad(settings: BenchSettings, target: Pick<CpuTarget, 'port' | 'pid' | 'shape' | 'sideCpu'>) {
  return (endpoint: RestEndpoint): RestLoad => ({
    url: `http://127.0.0.1:${target.port}/api${REST_ENDPOINTS[endpoint]}`,
    connections: settings.restConnections,
    devices: target.shape.devices,
    active: Math.min(settings.restActiveDevices, target.shape.devices),
    workers: settings.restWorkers,
    pid: target.pid,
    ...(target.sideCpu ? { sideCpu: target.sideCpu } : {}),
  });
}

/** CPU per request of one REST hot path of a running server. */
export async function restCpu(
  settings: BenchSettings,
  target: Pick<CpuTarget, 'port' | 'pid' | 'shape' | 'sideCpu'>,
  endpoint: RestEndpoint,
): Promise<CpuFigure> {
  const step = await restAtRate(
    restLoad(settings, target)(endpoint),
    settings.cpuRestRate,
    settings.cpuSeconds,
  );
  return figure(step.result, settings.cpuSeconds);
}

/**
 * CPU per vote of the STOMP vote benchmark's votes (they write). The uncounted step lasts until every session has
 * voted three times, so that nearly every partner's votes are in the cache (a fresh like reads them once) before
 * the counted one.
 */
export async function voteCpu(settings: BenchSettings, target: CpuTarget): Promise<CpuFigure> {
  const sessions = Math.min(settings.voteSessions, target.shape.devices - 4);
  const step = await stompVotesAtRate(
    {
      port: target.port,
      pid: target.pid,
      ...(target.sideCpu ? { sideCpu: target.sideCpu } : {}),
      sessions,
      nameIds: target.ids,
      workers: settings.voteWorkers,
      firstDevice: 0,
    },
    settings.cpuVoteRate,
    settings.cpuSeconds,
    Math.max(settings.cpuWarmSeconds, (3 * sessions) / settings.cpuVoteRate),
  );
  return figure(step.result, settings.cpuSeconds);
}

/** CPU per like of fresh names, then per like that matches them (they write). */
export async function likesCpu(
  settings: BenchSettings,
  target: CpuTarget,
): Promise<Pick<HotPathCpu, 'freshLike' | 'matchingLike'>> {
  const likes = await matchVotesAtRate(
    {
      port: target.port,
      pid: target.pid,
      ...(target.sideCpu ? { sideCpu: target.sideCpu } : {}),
      families: target.matchFamilies,
      shape: target.shape,
      ids: target.ids,
      workers: settings.voteWorkers,
    },
    settings.cpuVoteRate,
    settings.cpuSeconds,
    settings.cpuWarmSeconds,
  );
  return {
    freshLike: figure(likes.freshLike, settings.cpuSeconds),
    matchingLike: figure(likes.matchingLike, settings.cpuSeconds),
  };
}

/** CPU per unit of every hot path of one running server; the votes write, so they come last. */
export async function measureHotPathCpu(
  settings: BenchSettings,
  target: CpuTarget,
  log: (message: string) => void,
): Promise<HotPathCpu> {
  const { cpuRestRate, cpuVoteRate, cpuSeconds } = settings;
  log(`CPU per request: deck (both orders), deck total, tag counts at ${cpuRestRate}/s for ${cpuSeconds} s`);
  const deckLearned = await restCpu(settings, target, 'deck');
  const deckPopularity = await restCpu(settings, target, 'deckPopularity');
  const total = await restCpu(settings, target, 'total');
  const tags = await restCpu(settings, target, 'tags');
  log(`CPU per vote: votes, fresh likes, likes that match at ${cpuVoteRate}/s for ${cpuSeconds} s`);
  const vote = await voteCpu(settings, target);
  return { deckLearned, deckPopularity, total, tags, vote, ...(await likesCpu(settings, target)) };
}

/** The bare route's CPU per request at the same rate, with bodies of the sizes our answers have. */
export async function measureBareCpu(
  settings: BenchSettings,
  port: number,
  devices: number,
  bytes: { deck: number; tags: number; total: number },
): Promise<BareCpu> {
  const load = {
    connections: settings.restConnections,
    devices,
    active: Math.min(settings.restActiveDevices, devices),
    workers: settings.restWorkers,
  };
  const at = (size: number) =>
    withReference(port, size, load, async (reference) =>
      figure(
        (await restAtRate(reference, settings.cpuRestRate, settings.cpuSeconds)).result,
        settings.cpuSeconds,
      ),
    );
  return { deck: await at(bytes.deck), tags: await at(bytes.tags), total: await at(bytes.total) };
}
