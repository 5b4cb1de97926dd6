import type { SideCpu } from './load-workers';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startWorkers } from './load-workers';
import type { StepPlan } from './open-loop';
import type { StepResult, WorkerPool } from './load-workers';
import { freshNames } from './seed';
import type { SeedShape } from './seed';

export interface MatchVoteLoad {
  port: number;
  /** The server process whose CPU time each step records. */
  pid?: number;
  /** The processes the server relies on, whose CPU time each step records too. */
  sideCpu?: SideCpu;
  /** Seeded families (index f: devices 2f and 2f+1) that no other benchmark of the run votes for. */
  families: number[];
  shape: SeedShape;
  /** Active catalogue ids in seed order (see seed.ts). */
  ids: string[];
  /** Load processes per side. */
  workers: number;
}

/** One step of each side at the same rate: likes of fresh names, then the partners' likes that match them. */
export interface MatchVoteSteps {
  /** The first partner likes a name neither has voted on (the other partner is dealt it as a partner's like). */
  freshLike: StepResult;
  /** The other partner likes the same name: every one of these makes a match (both phones get the overlay). */
  matchingLike: StepResult;
}

async function sidePool(load: MatchVoteLoad, side: 'a' | 'b', namesFiles: string[]): Promise<WorkerPool> {
  return startWorkers(
    'match-vote-worker.ts',
    namesFiles.map((file) => [String(load.port), side, file]),
    {
      ...(load.pid === undefined ? {} : { cpuPid: load.pid }),
      ...(load.sideCpu ? { sideCpu: load.sideCpu } : {}),
    },
  );
}

/**
 * Likes that make matches at `rate` for `seconds`, after an uncounted step of `warmSeconds` on both sides. Side a
 * runs a step, then side b the same step, so each of side b's likes completes a match whose first like is
 * committed.
 */
export async function matchVotesAtRate(
  load: MatchVoteLoad,
  rate: number,
  seconds: number,
  warmSeconds: number,
): Promise<MatchVoteSteps> {
  const perFamily = Math.ceil((rate * (warmSeconds + seconds)) / load.families.length) + 4;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-match-votes-'));
  const perWorker = Math.ceil(load.families.length / load.workers);
  const namesFiles = Array.from({ length: load.workers }, (_, worker) => {
    const families = load.families.slice(worker * perWorker, (worker + 1) * perWorker);
    const file = path.join(dir, `worker-${worker}.json`);
    const names = families.map((family) => freshNames(load.ids, family, load.shape, perFamily));
    fs.writeFileSync(file, JSON.stringify({ families, names }));
    return file;
  });
  const a = await sidePool(load, 'a', namesFiles);
  try {
    const b = await sidePool(load, 'b', namesFiles);
    try {
      const step = (pool: WorkerPool, stepSeconds: number) => {
        const plan: StepPlan = { rate, seconds: stepSeconds, warmupSeconds: 0, drainMs: 3000 };
        return pool.step(plan);
      };
      if (warmSeconds > 0) {
        await step(a, warmSeconds);
        await step(b, warmSeconds);
      }
      const freshLike = await step(a, seconds);
      const matchingLike = await step(b, seconds);
      return { freshLike, matchingLike };
    } finally {
      await b.stop();
    }
  } finally {
    await a.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
