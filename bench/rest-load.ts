import type { SideCpu } from './load-workers';
import { startWorkers, sweepRates } from './load-workers';
import type { SweepPlan, SweepResult, TimedStep } from './load-workers';
import { sleep, spawnWithFdLimit, stopChild, waitForHttp } from './processes';

export interface RestLoad {
  /** With `{device}` where the seeded device id goes. */
  url: string;
  /** Keep-alive connections over all load processes. */
  connections: number;
  devices: number;
  /**
   * How many of the seeded devices the load cycles through (the phones swiping now); each is asked for once
   * in the uncounted first step, so their vote sets are in memory as an active phone's are.
   */
  active: number;
  /** Load processes (each with connections / workers sockets). */
  workers: number;
  /** The server process whose CPU time each step records. */
  pid?: number;
  /** The processes the server relies on, whose CPU time each step records too. */
  sideCpu?: SideCpu;
}

/**
 * Deck, deck total and tag-count requests as the web app sends them (use-deck.ts: BATCH_SIZE 60; default filters).
 * `deck` is the learned order, the web app's default (it sends `learn=false` only when the parent turned it off).
 */
export const CLIENT_QUERY = 'tags=english&genders=M&genders=F&genders=N&tagMatch=any';
export const REST_ENDPOINTS = {
  deck: `/names/unvoted?deviceId={device}&${CLIENT_QUERY}&limit=60`,
  deckPopularity: `/names/unvoted?deviceId={device}&${CLIENT_QUERY}&limit=60&learn=false`,
  total: `/names/unvoted/count?deviceId={device}&${CLIENT_QUERY}`,
  tags: `/tags?deviceId={device}&${CLIENT_QUERY}`,
} as const;
export type RestEndpoint = keyof typeof REST_ENDPOINTS;

async function withRestWorkers<T>(
  load: RestLoad,
  use: (
    step: (rate: number, seconds: number) => Promise<TimedStep>,
    sweep: (plan: SweepPlan, limit: number) => Promise<SweepResult>,
  ) => Promise<T>,
): Promise<T> {
  const pool = await startWorkers(
    'rest-worker.ts',
    Array.from({ length: load.workers }, (_, index) => [
      load.url,
      String(Math.max(1, Math.round(load.connections / load.workers))),
      String(load.devices),
      String(Math.max(1, Math.ceil(load.active / load.workers))),
      String(index),
      String(load.workers),
    ]),
    {
      ...(load.pid === undefined ? {} : { cpuPid: load.pid }),
      ...(load.sideCpu ? { sideCpu: load.sideCpu } : {}),
    },
  );
  try {
    return await use(
      (rate, seconds) => pool.timedStep({ rate, seconds, warmupSeconds: 0, drainMs: 3000 }),
      (plan, limit) =>
        sweepRates(
          pool,
          { ...plan, primeSeconds: Math.max(2, Math.ceil(load.active / plan.start) + 1) },
          limit,
        ),
    );
  } finally {
    await pool.stop();
  }
}

/** Open-loop rate sweep against one URL: the highest rate answered with p99 under `p99LimitMs`. */
export async function sweepRest(load: RestLoad, plan: SweepPlan, p99LimitMs: number): Promise<SweepResult> {
  return withRestWorkers(load, (_step, sweep) => sweep(plan, p99LimitMs));
}

/**
 * A fixed rate for `seconds` (the load under a CPU profile, or a CPU-per-request figure), after an uncounted step
 * over the active devices.
 */
export async function restAtRate(load: RestLoad, rate: number, seconds: number): Promise<TimedStep> {
  return withRestWorkers(load, async (step) => {
    await step(rate, Math.ceil(load.active / rate) + 1);
    return step(rate, seconds);
  });
}

/** Size in bytes of one response body of `url` (device 0), for a reference of the same size. */
export async function bodySize(url: string): Promise<number> {
  const response = await fetch(url.replace('{device}', '00000000-0000-4000-8000-000000000000'));
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status}`);
  }
  return (await response.arrayBuffer()).byteLength;
}

/** The bare Fastify route returning a constant body of `bytes` on `port`, for as long as `use` runs. */
export async function withReference<T>(
  port: number,
  bytes: number,
  load: Omit<RestLoad, 'url' | 'pid'>,
  use: (reference: RestLoad) => Promise<T>,
): Promise<T> {
  const child = spawnWithFdLimit([
    'node',
    '--import',
    'tsx',
    'bench/reference-server.ts',
    String(port),
    String(bytes),
  ]);
  try {
    await waitForHttp(`http://127.0.0.1:${port}/api/health`);
    await sleep(100);
    return await use({
      ...load,
      url: `http://127.0.0.1:${port}/api/reference?deviceId={device}&${CLIENT_QUERY}`,
      ...(child.pid === undefined ? {} : { pid: child.pid }),
    });
  } finally {
    await stopChild(child);
  }
}

/** The bare Fastify route returning a constant body of `bytes`, swept the same way. */
export async function sweepReference(
  port: number,
  bytes: number,
  load: Omit<RestLoad, 'url' | 'pid'>,
  plan: SweepPlan,
  p99LimitMs: number,
): Promise<SweepResult> {
  return withReference(port, bytes, load, (reference) => sweepRest(reference, plan, p99LimitMs));
}
