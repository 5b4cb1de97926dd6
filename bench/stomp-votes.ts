import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { runScript } from './processes';
import { round, summarise } from './stats';
import type { Latency } from './stats';

const workerSchema = z.object({ elapsed: z.number(), failures: z.number(), latencies: z.array(z.number()) });

export interface StompVoteResult {
  clients: number;
  ackedPerSecond: number;
  failures: number;
  receipt: Latency;
}

export interface StompVoteLoad {
  port: number;
  clients: number;
  seconds: number;
  votesPerClient: number;
  nameIds: string[];
  /** Load processes to spread the clients over. */
  workers: number;
  firstDevice?: number;
}

/** `clients` STOMP sessions voting with receipts, spread over `workers` processes. */
export async function measureStompVotes(load: StompVoteLoad): Promise<StompVoteResult> {
  const namesFile = path.join(os.tmpdir(), `bench-names-${process.pid}.json`);
  fs.writeFileSync(namesFile, JSON.stringify(load.nameIds));
  const perWorker = Math.ceil(load.clients / load.workers);
  const results = await Promise.all(
    Array.from({ length: load.workers }, (_, worker) =>
      runScript(
        'stomp-vote-worker.ts',
        [
          String(load.port),
          String((load.firstDevice ?? 0) + worker * perWorker),
          String(Math.min(perWorker, load.clients - worker * perWorker)),
          String(load.seconds),
          String(load.votesPerClient),
          namesFile,
        ],
        (value) => workerSchema.parse(value),
      ),
    ),
  );
  fs.rmSync(namesFile, { force: true });
  const latencies = results.flatMap((result) => result.latencies);
  const elapsed = Math.max(...results.map((result) => result.elapsed));
  return {
    clients: load.clients,
    ackedPerSecond: round(latencies.length / elapsed, 0),
    failures: results.reduce((sum, result) => sum + result.failures, 0),
    receipt: summarise(latencies),
  };
}
