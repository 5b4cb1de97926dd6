import type { ChildProcess } from 'node:child_process';
import { cpuSeconds, rssBytes, sleep, spawnWithFdLimit, stopChild } from './processes';
import { round } from './stats';

export interface IdleStep {
  sessions: number;
  failures: number;
  rssMb: number;
  /** RSS growth per session since the empty state, in KB. */
  kbPerSession: number;
  /** Share of one core the server spends on heart-beats while all sessions are idle, in percent. */
  heartBeatCpuPercent: number;
}

export interface IdleLoad {
  target: 'ours' | 'rabbit';
  /** The process holding the sessions (our server, or beam.smp). */
  pid: number;
  port: number;
  steps: number[];
  /** Sessions per client process at most. */
  perWorker: number;
  settleSeconds: number;
  firstDevice: number;
}

function startWorker(
  load: IdleLoad,
  first: number,
  count: number,
): { child: ChildProcess; ready: Promise<number> } {
  const child = spawnWithFdLimit([
    'node',
    '--import',
    'tsx',
    'bench/idle-worker.ts',
    load.target,
    String(load.port),
    String(first),
    String(count),
  ]);
  const ready = new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"failures":(\d+)/.exec(output);
      if (match) {
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`idle worker exited ${code}`)));
  });
  return { child, ready };
}

/** Steps the number of idle sessions up, measuring the holder's RSS and its CPU over a quiet window. */
export async function measureIdleSessions(load: IdleLoad): Promise<IdleStep[]> {
  const workers: ChildProcess[] = [];
  const results: IdleStep[] = [];
  await sleep(1000);
  const baseline = rssBytes(load.pid);
  let open = 0;
  let failures = 0;
  try {
    for (const target of load.steps) {
      const pending: Promise<number>[] = [];
      while (open < target) {
        const count = Math.min(load.perWorker, target - open);
        const worker = startWorker(load, load.firstDevice + open, count);
        workers.push(worker.child);
        pending.push(worker.ready);
        open += count;
      }
      failures += (await Promise.all(pending)).reduce((sum, value) => sum + value, 0);
      await sleep(2000);
      const cpuBefore = cpuSeconds(load.pid);
      await sleep(load.settleSeconds * 1000);
      const cpu = cpuSeconds(load.pid) - cpuBefore;
      const rss = rssBytes(load.pid);
      const held = target - failures;
      results.push({
        sessions: held,
        failures,
        rssMb: round(rss / 2 ** 20, 1),
        kbPerSession: held > 0 ? round((rss - baseline) / 1024 / held, 1) : 0,
        heartBeatCpuPercent: round((cpu / load.settleSeconds) * 100, 1),
      });
    }
  } finally {
    await Promise.all(workers.map((worker) => stopChild(worker)));
  }
  return results;
}
