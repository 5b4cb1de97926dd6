import type { SweepPlan } from './load-workers';

/** How long and how big each benchmark runs: the full run of `npm run bench`, or a few seconds for CI. */
export interface BenchSettings {
  smoke: boolean;
  /** Votes seeded for the main measurements; the growth table measures every size of `growthVotes`. */
  mainVotes: number;
  growthVotes: number[];
  /** Seeded devices voted about this many names each (at least `minDevices` devices). */
  votesPerDevice: number;
  minDevices: number;
  restConnections: number;
  restWorkers: number;
  /** Devices the REST load cycles through (see RestLoad.active). */
  restActiveDevices: number;
  restSweep: SweepPlan;
  /** STOMP sessions (one seeded device each) over `voteWorkers` processes; ≤ 40 votes/s per session. */
  voteSessions: number;
  voteWorkers: number;
  voteSweep: SweepPlan;
  matchRounds: number;
  /** Seconds of load under each CPU profile. */
  profileSeconds: number;
  /** CPU per unit (cpu-units.ts): the fixed rates, the measured seconds and the uncounted step before them. */
  cpuRestRate: number;
  cpuVoteRate: number;
  cpuSeconds: number;
  cpuWarmSeconds: number;
  /** Families whose partners like fresh names and then match them. */
  cpuMatchFamilies: number;
  /** PostgreSQL's vote upsert under pgbench: votes per statement and connections, seconds per run. */
  ceilingPlans: { batch: number; clients: number }[];
  ceilingSeconds: number;
  idleSteps: number[];
  rabbitIdleSteps: number[];
  idleWorkers: number;
  idleSettleSeconds: number;
  swipes: number;
  /** Cold and warm starts of the compiled server, each followed by a bare Fastify start. */
  startRuns: number;
  /** Couples in the deck simulation (deck-simulation.ts). */
  simulationCouples: number;
}

/** `--sizes=100000,2000000` replaces the growth sizes (the main size is always measured). */
function sizesFrom(argv: readonly string[], fallback: number[]): number[] {
  const flag = argv.find((arg) => arg.startsWith('--sizes='));
  if (!flag) {
    return fallback;
  }
  return flag
    .slice('--sizes='.length)
    .split(',')
    .map(Number)
    .filter((size) => Number.isInteger(size) && size > 0);
}

export function benchSettings(argv: readonly string[]): BenchSettings {
  const smoke = argv.includes('--smoke');
  if (smoke) {
    return {
      smoke,
      mainVotes: 20_000,
      growthVotes: sizesFrom(argv, [50_000]),
      votesPerDevice: 200,
      minDevices: 100,
      restConnections: 64,
      restWorkers: 2,
      restActiveDevices: 100,
      restSweep: { start: 400, factor: 4, max: 400, seconds: 1, warmupSeconds: 0.2 },
      voteSessions: 50,
      voteWorkers: 2,
      voteSweep: { start: 250, factor: 4, max: 250, seconds: 1, warmupSeconds: 0.2 },
      matchRounds: 20,
      profileSeconds: 1,
      cpuRestRate: 200,
      cpuVoteRate: 200,
      cpuSeconds: 1,
      cpuWarmSeconds: 0.5,
      cpuMatchFamilies: 20,
      ceilingPlans: [{ batch: 20, clients: 4 }],
      ceilingSeconds: 2,
      idleSteps: [200],
      rabbitIdleSteps: [100],
      idleWorkers: 2,
      idleSettleSeconds: 2,
      swipes: 5,
      startRuns: 1,
      simulationCouples: 20,
    };
  }
  return {
    smoke,
    mainVotes: 2_000_000,
    growthVotes: sizesFrom(argv, [100_000, 2_000_000, 10_000_000]),
    votesPerDevice: 200,
    minDevices: 1_000,
    restConnections: 64,
    restWorkers: 2,
    restActiveDevices: 1_000,
    restSweep: { start: 250, factor: 2, max: 64_000, seconds: 3, warmupSeconds: 0.5 },
    voteSessions: 1_000,
    voteWorkers: 2,
    voteSweep: { start: 1_000, factor: 2, max: 40_000, seconds: 4, warmupSeconds: 1 },
    matchRounds: 200,
    profileSeconds: 6,
    cpuRestRate: 1_000,
    cpuVoteRate: 1_000,
    cpuSeconds: 6,
    cpuWarmSeconds: 1,
    cpuMatchFamilies: 250,
    ceilingPlans: [
      { batch: 1, clients: 1 },
      { batch: 1, clients: 16 },
      { batch: 20, clients: 1 },
      { batch: 20, clients: 4 },
      { batch: 20, clients: 16 },
    ],
    ceilingSeconds: 10,
    idleSteps: [2_500, 5_000, 10_000, 19_500],
    rabbitIdleSteps: [250, 500, 900],
    idleWorkers: 4,
    idleSettleSeconds: 12,
    swipes: 50,
    startRuns: 5,
    simulationCouples: 200,
  };
}
