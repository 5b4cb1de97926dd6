/** How long and how big each benchmark runs: the full run of `npm run bench`, or a few seconds for CI. */
export interface BenchSettings {
  smoke: boolean;
  /** Votes seeded for the main measurements and for the growth table (the main size is among them). */
  mainVotes: number;
  growthVotes: number[];
  devices: number;
  restSeconds: number;
  restConnections: number;
  stompClients: number;
  stompSeconds: number;
  /** Votes one STOMP client sends per second at most (the server allows 50 frames/s per session). */
  stompVotesPerClient: number;
  matchRounds: number;
  idleSteps: number[];
  rabbitIdleSteps: number[];
  idleWorkers: number;
  idleSettleSeconds: number;
  swipes: number;
  lighthouse: boolean;
  /** Cold and warm starts of the compiled server, each followed by a bare Fastify start. */
  startRuns: number;
}

export function benchSettings(argv: readonly string[]): BenchSettings {
  const smoke = argv.includes('--smoke');
  const huge = argv.includes('--10m');
  if (smoke) {
    return {
      smoke,
      mainVotes: 20_000,
      growthVotes: [20_000],
      devices: 1_000,
      restSeconds: 2,
      restConnections: 16,
      stompClients: 50,
      stompSeconds: 2,
      stompVotesPerClient: 10,
      matchRounds: 20,
      idleSteps: [200],
      rabbitIdleSteps: [100],
      idleWorkers: 2,
      idleSettleSeconds: 2,
      swipes: 5,
      startRuns: 1,
      lighthouse: true,
    };
  }
  return {
    smoke,
    mainVotes: 2_000_000,
    growthVotes: huge ? [100_000, 2_000_000, 10_000_000] : [100_000, 2_000_000],
    devices: 10_000,
    restSeconds: 8,
    restConnections: 64,
    stompClients: 1_000,
    stompSeconds: 10,
    stompVotesPerClient: 40,
    matchRounds: 200,
    idleSteps: [2_500, 5_000, 10_000, 19_500],
    rabbitIdleSteps: [250, 500, 900],
    idleWorkers: 4,
    idleSettleSeconds: 12,
    swipes: 50,
    startRuns: 5,
    lighthouse: true,
  };
}
