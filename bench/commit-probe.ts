import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import fs from 'node:fs';

/**
 * Loaded into a benchmarked server (`node --import ./bench/commit-probe.ts server/dist/main.js`, Node strips the
 * types): SIGUSR2 starts recording the timing of every vote commit the server publishes on its diagnostics channel
 * (VOTE_COMMITS in server/src/domain/vote-writer.ts), the next SIGUSR2 writes them as JSON to BENCH_COMMIT_LOG and
 * stops. Between the two nothing is recorded, so the load benchmarks run without it.
 */
const CHANNEL = 'name-swiper:vote-commits';

interface Commit {
  pairs: string[];
  ms: number;
}

const out = process.env.BENCH_COMMIT_LOG ?? '';
let recorded: Commit[] | undefined;

function record(message: unknown): void {
  const timing = message as {
    operations: readonly { deviceId: string; nameId: string }[];
    beganAt: number;
    durableAt: number;
  };
  recorded?.push({
    pairs: timing.operations.map((operation) => `${operation.deviceId} ${operation.nameId}`),
    ms: timing.durableAt - timing.beganAt,
  });
}

process.on('SIGUSR2', () => {
  if (recorded === undefined) {
    recorded = [];
    subscribe(CHANNEL, record);
    return;
  }
  unsubscribe(CHANNEL, record);
  fs.writeFileSync(`${out}.part`, JSON.stringify(recorded));
  fs.renameSync(`${out}.part`, out);
  recorded = undefined;
});
