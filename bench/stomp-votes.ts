import type { SideCpu } from './load-workers';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startWorkers, sweepRates } from './load-workers';
import type { SweepPlan, SweepResult, TimedStep } from './load-workers';

export interface StompVoteLoad {
  port: number;
  sessions: number;
  nameIds: string[];
  /** Load processes to spread the sessions over. */
  workers: number;
  firstDevice: number;
  /** The server process whose CPU time each step records. */
  pid?: number;
  /** The processes the server relies on, whose CPU time each step records too. */
  sideCpu?: SideCpu;
}

/** Votes per second one session may send at most (the server allows 50 frames/s per session). */
export const MAX_VOTES_PER_SESSION = 40;

async function withVoteWorkers<T>(
  load: StompVoteLoad,
  use: (pool: Awaited<ReturnType<typeof startWorkers>>) => Promise<T>,
): Promise<T> {
  const namesFile = path.join(os.tmpdir(), `bench-names-${process.pid}.json`);
  fs.writeFileSync(namesFile, JSON.stringify(load.nameIds));
  const perWorker = Math.ceil(load.sessions / load.workers);
  const pool = await startWorkers(
    'stomp-vote-worker.ts',
    Array.from({ length: load.workers }, (_, worker) => [
      String(load.port),
      String(load.firstDevice + worker * perWorker),
      String(Math.min(perWorker, load.sessions - worker * perWorker)),
      namesFile,
    ]),
    {
      ...(load.pid === undefined ? {} : { cpuPid: load.pid }),
      ...(load.sideCpu ? { sideCpu: load.sideCpu } : {}),
    },
  );
  try {
    return await use(pool);
  } finally {
    await pool.stop();
    fs.rmSync(namesFile, { force: true });
  }
}

/** Open-loop sweep of acknowledged votes/s: the highest rate with every RECEIPT and receipt p99 < limit. */
export async function sweepStompVotes(
  load: StompVoteLoad,
  plan: SweepPlan,
  p99LimitMs: number,
): Promise<SweepResult> {
  const max = Math.min(plan.max, load.sessions * MAX_VOTES_PER_SESSION);
  return withVoteWorkers(load, (pool) => sweepRates(pool, { ...plan, max }, p99LimitMs));
}

/**
 * Votes at a fixed rate for `seconds` (the load under a CPU profile, or a CPU-per-vote figure), after an uncounted
 * step of `warmSeconds` when given.
 */
export async function stompVotesAtRate(
  load: StompVoteLoad,
  rate: number,
  seconds: number,
  warmSeconds = 0,
): Promise<TimedStep> {
  const capped = Math.min(rate, load.sessions * MAX_VOTES_PER_SESSION);
  return withVoteWorkers(load, async (pool) => {
    if (warmSeconds > 0) {
      await pool.step({ rate: capped, seconds: warmSeconds, warmupSeconds: 0, drainMs: 3000 });
    }
    return pool.timedStep({ rate: capped, seconds, warmupSeconds: 0, drainMs: 3000 });
  });
}
