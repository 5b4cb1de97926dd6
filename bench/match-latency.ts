import fs from 'node:fs';
import path from 'node:path';
import { APP_DESTINATIONS, USER_DESTINATIONS } from '@name-swiper/contract/realtime';
import { repoRoot } from '../server/src/config';
import { sleep } from './processes';
import { deviceId } from './seed';
import { ourUrl, RABBIT_HEADERS, RABBIT_URL, StompClient } from './stomp-client';
import { summarise } from './stats';
import type { Latency } from './stats';

export interface MatchRounds {
  /** Ports of the instances partner A and partner B connect to (the same port for one instance). */
  portA: number;
  portB: number;
  /** Seeded family whose partners have voted on no name of `nameIds`. */
  family: number;
  nameIds: string[];
  rounds: number;
  /** The servers of portA and portB (one for one instance), loaded with commitProbe's arguments. */
  probes: CommitProbe[];
}

/** A server started with `nodeArgs` and `env` records its vote commits into `file` when told (commit-probe.ts). */
export interface CommitProbe {
  pid: number;
  file: string;
}

/** What to start a server with so that its commits can be timed: the probe module and where it writes. */
export function commitProbeOptions(file: string): { nodeArgs: string[]; env: Record<string, string> } {
  return {
    nodeArgs: ['--import', path.join(repoRoot, 'bench/commit-probe.ts')],
    env: { BENCH_COMMIT_LOG: file },
  };
}

/**
 * Match latency split in two: the partner's like's commit (its transaction and the sync of the log, as the server
 * timed it) and the rest (frame, validation, limiter, queueing, the write-through, the match's notification, the
 * bus, the MESSAGE), per round, then summarised.
 */
export interface MatchLatency {
  overlay: Latency;
  commit: Latency;
  rest: Latency;
}

async function readCommits(probe: CommitProbe): Promise<Map<string, number>> {
  const deadline = Date.now() + 10_000;
  while (!fs.existsSync(probe.file)) {
    if (Date.now() > deadline) {
      throw new Error(`the server (pid ${probe.pid}) wrote no commit timings to ${probe.file}`);
    }
    await sleep(50);
  }
  await sleep(50);
  const commits = JSON.parse(fs.readFileSync(probe.file, 'utf8')) as { pairs: string[]; ms: number }[];
  return new Map(commits.flatMap((commit) => commit.pairs.map((pair) => [pair, commit.ms] as const)));
}

async function toggleProbes(probes: readonly CommitProbe[]): Promise<void> {
  probes.forEach((probe) => process.kill(probe.pid, 'SIGUSR2'));
  await sleep(100);
}

function waitFor(client: StompClient, destination: string): () => Promise<number> {
  const waiting: ((at: number) => void)[] = [];
  client.subscribe(destination, () => waiting.shift()?.(performance.now()));
  return () =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no MESSAGE on ${destination}`)), 10_000);
      waiting.push((at) => {
        clearTimeout(timer);
        resolve(at);
      });
    });
}

/** Rounds start at most this often, below the server's 50 frames/s per session. */
const ROUND_GAP_MS = 25;

/**
 * Partner A likes a name (receipt), then B likes it: B's SEND → A's MESSAGE on /user/queue/name-approved, and of
 * that, the commit of B's like as its server timed it.
 */
export async function measureMatchLatency(load: MatchRounds): Promise<MatchLatency> {
  const deviceB = deviceId(load.family * 2 + 1);
  const a = await StompClient.connect({ url: ourUrl(load.portA, deviceId(load.family * 2)) });
  const b = await StompClient.connect({ url: ourUrl(load.portB, deviceB) });
  const nextMatch = waitFor(a, USER_DESTINATIONS.nameApproved);
  load.probes.forEach((probe) => fs.rmSync(probe.file, { force: true }));
  await toggleProbes(load.probes);
  const rounds: { pair: string; overlay: number }[] = [];
  for (let round = 0; round < load.rounds; round++) {
    const roundStart = performance.now();
    const nameId = load.nameIds[round % load.nameIds.length] ?? '';
    await a.sendWithReceipt(APP_DESTINATIONS.vote, JSON.stringify({ nameId, approved: true }));
    const matched = nextMatch();
    const sentAt = performance.now();
    b.send(APP_DESTINATIONS.vote, JSON.stringify({ nameId, approved: true }));
    rounds.push({ pair: `${deviceB} ${nameId}`, overlay: (await matched) - sentAt });
    await sleep(roundStart + ROUND_GAP_MS - performance.now());
  }
  a.close();
  b.close();
  await toggleProbes(load.probes);
  const commits = new Map<string, number>();
  for (const probe of load.probes) {
    (await readCommits(probe)).forEach((ms, pair) => commits.set(pair, ms));
  }
  const commitOf = (pair: string) => {
    const ms = commits.get(pair);
    if (ms === undefined) {
      throw new Error(`no commit timing for ${pair}: is the server publishing its vote commits?`);
    }
    return ms;
  };
  return {
    overlay: summarise(rounds.map((round) => round.overlay)),
    commit: summarise(rounds.map((round) => commitOf(round.pair))),
    rest: summarise(rounds.map((round) => round.overlay - commitOf(round.pair))),
  };
}

/** The reference: RabbitMQ Web-STOMP, B SENDs a body of the same size to a queue A subscribes to. */
export async function measureRabbitRoundTrip(rounds: number): Promise<Latency> {
  const queue = `/queue/bench-match-${process.pid}`;
  const a = await StompClient.connect({ url: RABBIT_URL, headers: RABBIT_HEADERS });
  const b = await StompClient.connect({ url: RABBIT_URL, headers: RABBIT_HEADERS });
  const next = waitFor(a, queue);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const received = next();
    const sentAt = performance.now();
    b.send(queue, JSON.stringify({ name: 'Emma' }));
    samples.push((await received) - sentAt);
    await sleep(ROUND_GAP_MS);
  }
  a.close();
  b.close();
  return summarise(samples);
}
