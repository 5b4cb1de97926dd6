/**
 * Open-loop load: request i is due at `start + i / rate`, whatever happened to the requests before it, and
 * its latency runs from that intended time to its answer. A server that falls behind therefore shows its
 * queueing in the latencies (no coordinated omission), and many requests are in flight at once.
 */
export interface StepPlan {
  /** Requests (or votes) per second this process sends. */
  rate: number;
  seconds: number;
  /** The first seconds are sent but not measured. */
  warmupSeconds: number;
  /** How long to wait for answers still in flight after the last send. */
  drainMs: number;
}

export interface StepSamples {
  /** Latencies (ms from the intended send time) of the answers to requests intended after the warm-up. */
  latencies: number[];
  /** Requests intended after the warm-up. */
  sent: number;
  /** Answers received inside the measured window (throughput = completed / window). */
  completed: number;
  /** Every answer without error in the whole step, warm-up included (what the server's CPU time of the step did). */
  answered: number;
  windowSeconds: number;
  errors: number;
  /** Requests still unanswered when the drain ended. */
  unanswered: number;
  /** How late the generator itself sent, p99 in ms (large values mean the client, not the server, lagged). */
  sendLagP99: number;
}

/** `send(index, done)` starts request `index`; it calls `done(ok)` once, when the answer arrives. */
export type Send = (index: number, done: (ok: boolean) => void) => void;

export async function runOpenLoop(plan: StepPlan, send: Send): Promise<StepSamples> {
  const total = Math.max(1, Math.round(plan.rate * plan.seconds));
  const intervalMs = 1000 / plan.rate;
  const start = performance.now() + 20;
  const measureFrom = start + plan.warmupSeconds * 1000;
  const end = start + plan.seconds * 1000;
  const latencies: number[] = [];
  const lags: number[] = [];
  let sent = 0;
  let completed = 0;
  let answeredOk = 0;
  let measuredSent = 0;
  let errors = 0;
  let inFlight = 0;
  let onIdle: (() => void) | undefined;

  const fire = (index: number, intended: number) => {
    const measured = intended >= measureFrom;
    if (measured) {
      measuredSent += 1;
      if (index % 16 === 0) {
        lags.push(performance.now() - intended);
      }
    }
    inFlight += 1;
    let answered = false;
    send(index, (ok) => {
      if (answered) {
        return;
      }
      answered = true;
      inFlight -= 1;
      const now = performance.now();
      answeredOk += ok ? 1 : 0;
      if (measured) {
        if (ok) {
          latencies.push(now - intended);
        } else {
          errors += 1;
        }
      }
      if (ok && now >= measureFrom && now <= end) {
        completed += 1;
      }
      if (inFlight === 0) {
        onIdle?.();
      }
    });
  };

  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      const due = Math.min(total, Math.floor((now - start) / intervalMs) + 1);
      while (sent < due) {
        fire(sent, start + sent * intervalMs);
        sent += 1;
      }
      if (sent >= total) {
        resolve();
        return;
      }
      const wait = start + sent * intervalMs - performance.now();
      if (wait > 1) {
        setTimeout(tick, Math.floor(wait));
      } else {
        setImmediate(tick);
      }
    };
    setTimeout(tick, Math.max(0, start - performance.now()));
  });
  if (inFlight > 0) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, plan.drainMs);
      onIdle = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
  lags.sort((a, b) => a - b);
  return {
    latencies,
    sent: measuredSent,
    completed,
    answered: answeredOk,
    windowSeconds: (end - measureFrom) / 1000,
    errors,
    unanswered: inFlight,
    sendLagP99: Math.round((lags[Math.floor(lags.length * 0.99)] ?? 0) * 100) / 100,
  };
}
