import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { z } from 'zod';
import { repoRoot } from '../server/src/config';
import type { Send, StepPlan, StepSamples } from './open-loop';
import { runOpenLoop } from './open-loop';
import { cpuSeconds } from './processes';
import { round, summarise } from './stats';

/**
 * Load generators as their own processes (never the server's): the parent forks them once, then asks each
 * for one open-loop step at a time over IPC, so connections and STOMP sessions stay open across a sweep.
 */
const samplesSchema = z.object({
  latencies: z.array(z.number()),
  sent: z.number(),
  completed: z.number(),
  answered: z.number(),
  windowSeconds: z.number(),
  errors: z.number(),
  unanswered: z.number(),
  sendLagP99: z.number(),
});
const replySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('failed'), message: z.string() }),
  z.object({ type: z.literal('samples'), samples: samplesSchema }),
]);
type Reply = z.infer<typeof replySchema>;
const requestSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('step'),
    plan: z.object({ rate: z.number(), seconds: z.number(), warmupSeconds: z.number(), drainMs: z.number() }),
  }),
  z.object({ type: z.literal('stop') }),
]);

/** Worker side: set up (connections, sessions), report ready, then run each step the parent asks for. */
export async function serveSteps(setup: () => Promise<{ send: Send; close(): void }>): Promise<void> {
  const reply = (message: Reply) => process.send?.(message);
  let generator: { send: Send; close(): void };
  try {
    generator = await setup();
  } catch (error) {
    reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  }
  process.on('message', (raw) => {
    const request = requestSchema.parse(raw);
    if (request.type === 'stop') {
      generator.close();
      process.exit(0);
    }
    void runOpenLoop(request.plan, generator.send).then((samples) => reply({ type: 'samples', samples }));
  });
  reply({ type: 'ready' });
}

export interface StepResult {
  /** Offered rate (all workers together) and what was answered per second inside the window. */
  rate: number;
  throughput: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  unanswered: number;
  sendLagP99: number;
  /** Answers without error in the whole step, warm-up included. */
  answered: number;
  /**
   * The server's own CPU time (user + system, every thread; /proc/<pid>/stat) over the whole step divided by
   * `answered`, in µs; only when the pool watches a server process.
   */
  cpuUsPerUnit?: number;
  /** The same for the processes the server relies on (PostgreSQL's backends, Redis), when the pool watches them. */
  sideCpuUsPerUnit?: Record<string, number>;
}

export interface TimedStep {
  result: StepResult;
  /** performance.now() of this process when the step was asked for and when its last answer came. */
  startedAt: number;
  endedAt: number;
}

export interface WorkerPool {
  step(plan: StepPlan): Promise<StepResult>;
  timedStep(plan: StepPlan): Promise<TimedStep>;
  stop(): Promise<void>;
}

function nextReply(child: ChildProcess, what: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`${what} exited with ${code}`));
    child.once('exit', onExit);
    child.once('message', (message) => {
      child.off('exit', onExit);
      resolve(replySchema.parse(message));
    });
  });
}

/**
 * The CPU seconds so far of each process of a named group (pid → seconds): PostgreSQL's backends of the benchmark's
 * database come and go, so a step counts what each process it sees at its end spent since it saw it at the start
 * (all of it for one started in between).
 */
export type SideCpu = () => Map<string, Map<number, number>>;

function sideDelta(before: Map<number, number>, after: Map<number, number>): number {
  let seconds = 0;
  after.forEach((cpu, pid) => (seconds += cpu - (before.get(pid) ?? 0)));
  return seconds;
}

/**
 * CPU time per answer of one step: the process's user + system time (every thread, the thread pool included) from
 * before the step is asked for to after its last answer, in µs per answer. /proc counts in 10 ms ticks, so a step
 * should spend a few hundred ms of CPU for a figure within a few percent.
 */
export function cpuPerUnit(cpuBefore: number, cpuAfter: number, answered: number): number {
  return answered > 0 ? round(((cpuAfter - cpuBefore) * 1e6) / answered, 1) : Number.NaN;
}

export interface PoolOptions {
  /** The server process whose CPU time each step records (StepResult.cpuUsPerUnit). */
  cpuPid?: number;
  /** The processes the server relies on, by name, with their CPU seconds so far (StepResult.sideCpuUsPerUnit). */
  sideCpu?: SideCpu;
}

/** Forks one `bench/<script>` per argument list and waits until every one is ready. */
export async function startWorkers(
  script: string,
  argsPerWorker: string[][],
  { cpuPid, sideCpu }: PoolOptions = {},
): Promise<WorkerPool> {
  const children = argsPerWorker.map((args) =>
    fork(`bench/${script}`, args, { cwd: repoRoot, execArgv: ['--import', 'tsx'], stdio: 'inherit' }),
  );
  const ready = await Promise.allSettled(children.map((child) => nextReply(child, script)));
  const failed = ready.find((result) => result.status === 'rejected' || result.value.type === 'failed');
  if (failed) {
    children.forEach((child) => child.kill('SIGKILL'));
    const reason =
      failed.status === 'rejected'
        ? String(failed.reason)
        : failed.value.type === 'failed'
          ? failed.value.message
          : '';
    throw new Error(`bench/${script} did not start: ${reason}`);
  }
  const pool: WorkerPool = {
    async step(plan) {
      return (await pool.timedStep(plan)).result;
    },
    async timedStep(plan) {
      const startedAt = performance.now();
      const cpuBefore = cpuPid === undefined ? 0 : cpuSeconds(cpuPid);
      const sideBefore = sideCpu?.();
      const perWorker = { ...plan, rate: plan.rate / children.length };
      const replies = await Promise.all(
        children.map((child) => {
          const reply = nextReply(child, script);
          child.send({ type: 'step', plan: perWorker });
          return reply;
        }),
      );
      const samples = replies.flatMap((reply) => (reply.type === 'samples' ? [reply.samples] : []));
      const result = mergeSamples(plan.rate, samples);
      if (cpuPid !== undefined) {
        result.cpuUsPerUnit = cpuPerUnit(cpuBefore, cpuSeconds(cpuPid), result.answered);
      }
      if (sideCpu && sideBefore) {
        const sideAfter = sideCpu();
        result.sideCpuUsPerUnit = Object.fromEntries(
          [...sideAfter].map(([name, after]) => [
            name,
            cpuPerUnit(0, sideDelta(sideBefore.get(name) ?? new Map(), after), result.answered),
          ]),
        );
      }
      return { result, startedAt, endedAt: performance.now() };
    },
    async stop() {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) {
                resolve();
                return;
              }
              child.once('exit', () => resolve());
              child.send({ type: 'stop' });
            }),
        ),
      );
    },
  };
  return pool;
}

function mergeSamples(rate: number, samples: StepSamples[]): StepResult {
  const latency = summarise(samples.flatMap((sample) => sample.latencies));
  const window = Math.max(...samples.map((sample) => sample.windowSeconds));
  const sum = (pick: (sample: StepSamples) => number) => samples.reduce((total, s) => total + pick(s), 0);
  return {
    rate: Math.round(rate),
    throughput: round(sum((sample) => sample.completed) / window, 0),
    p50: latency.p50,
    p99: latency.p99,
    max: latency.max,
    errors: sum((sample) => sample.errors),
    unanswered: sum((sample) => sample.unanswered),
    sendLagP99: Math.max(...samples.map((sample) => sample.sendLagP99)),
    answered: sum((sample) => sample.answered),
  };
}

/** Kept up: every request answered without error, p99 under the limit, throughput within 5 % of the rate. */
export function sustained(step: StepResult, p99LimitMs: number): boolean {
  return (
    step.errors === 0 && step.unanswered === 0 && step.p99 < p99LimitMs && step.throughput >= 0.95 * step.rate
  );
}

function report(step: StepResult, p99LimitMs: number): void {
  process.stderr.write(
    `    offered ${step.rate}/s: answered ${step.throughput}/s, p50 ${step.p50} p99 ${step.p99} ms, ` +
      `${step.errors} errors, ${step.unanswered} unanswered, send lag p99 ${step.sendLagP99} ms` +
      `${step.cpuUsPerUnit === undefined ? '' : `, server CPU ${step.cpuUsPerUnit} µs each`}` +
      `${sustained(step, p99LimitMs) ? '' : ' (not sustained)'}\n`,
  );
}

export interface SweepPlan {
  start: number;
  factor: number;
  max: number;
  seconds: number;
  warmupSeconds: number;
  /** Length of the uncounted first step (default: up to 2 s). */
  primeSeconds?: number;
}

export interface SweepResult {
  p99LimitMs: number;
  steps: StepResult[];
  /** The highest offered rate that was sustained, undefined if even the first was not. */
  best: StepResult | undefined;
}

/** Not keeping up at all: errors, answers missing, or answered/s below 95 % of the offered rate. */
function saturated(step: StepResult): boolean {
  return step.errors > 0 || step.unanswered > 0 || step.throughput < 0.95 * step.rate;
}

/**
 * One step at the first rate that is not counted (JIT, caches, connections warm up), then offered rates
 * start, start × factor, … until the server saturates (or `max`). A step whose p99 alone is over the limit is
 * run once more, and does not end the sweep: on this VM an idle vCPU takes milliseconds to wake, so a light load
 * can show a worse p99 than a heavier one (BENCHMARKS.md). The best step is the highest sustained one; one more
 * rate between it and the next higher step that was not sustained refines it. If no rate is sustained, start / 4
 * and start / 16 are tried, so a slow server still gets a figure.
 */
export async function sweepRates(
  pool: WorkerPool,
  plan: SweepPlan,
  p99LimitMs: number,
): Promise<SweepResult> {
  const steps: StepResult[] = [];
  const run = async (rate: number) => {
    const step = await pool.step({
      rate,
      seconds: plan.seconds,
      warmupSeconds: plan.warmupSeconds,
      drainMs: 3000,
    });
    steps.push(step);
    report(step, p99LimitMs);
    return step;
  };
  const highestSustained = () =>
    steps.filter((step) => sustained(step, p99LimitMs)).sort((a, b) => b.rate - a.rate)[0];
  await pool.step({
    rate: plan.start,
    seconds: plan.primeSeconds ?? Math.min(plan.seconds, 2),
    warmupSeconds: 0,
    drainMs: 3000,
  });
  for (let rate = plan.start; ; rate = Math.min(plan.max, Math.round(rate * plan.factor))) {
    let step = await run(rate);
    if (!sustained(step, p99LimitMs) && !saturated(step)) {
      // Kept up but a few answers were late: one more try, as a scheduling hiccup of the VM can cause that.
      step = await run(rate);
    }
    if (saturated(step) || rate >= plan.max) {
      break;
    }
  }
  for (const lower of [plan.start / 4, plan.start / 16]) {
    if (highestSustained()) {
      break;
    }
    await run(Math.max(1, Math.round(lower)));
  }
  const best = highestSustained();
  const above = best && steps.filter((step) => step.rate > best.rate).sort((a, b) => a.rate - b.rate)[0];
  if (best && above) {
    await run(Math.round(Math.sqrt(best.rate * above.rate)));
  }
  return { p99LimitMs, steps, best: highestSustained() };
}

/** "12,345/s p99 4.2 ms" for the best step, or why there is none. */
export function describeSweep(result: SweepResult): string {
  if (result.best) {
    return `${result.best.throughput.toLocaleString('en')}/s p50 ${result.best.p50} p99 ${result.best.p99} ms`;
  }
  const lowest = [...result.steps].sort((a, b) => a.rate - b.rate)[0];
  return lowest
    ? `none; at ${lowest.rate}/s p99 ${lowest.p99} ms, ${lowest.errors + lowest.unanswered} failed`
    : 'not measured';
}

export function bestRate(result: SweepResult): number {
  return result.best?.throughput ?? 0;
}
