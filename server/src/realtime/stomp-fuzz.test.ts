import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';
import { APP_DESTINATIONS } from '@name-swiper/contract/realtime';
import { voteSchema } from '@name-swiper/contract/votes';
import fc from 'fast-check';
import { pino } from 'pino';
import { z } from 'zod';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { FuzzOutcome, FuzzResult } from '../../test/fuzz-connection';
import { runFuzzScript } from '../../test/fuzz-connection';
import type { ListeningApp } from '../../test/listening-app';
import { startListeningApp } from '../../test/listening-app';
import type { StompTestClient } from '../../test/stomp-test-client';
import { connectStompClient } from '../../test/stomp-test-client';
import type { FuzzScript } from '../../test/stomp-fuzz-frames';
import { fuzzScript } from '../../test/stomp-fuzz-frames';
import type { ScratchLocation } from '../../test/test-database';
import { createScratchDatabase, dropScratchDatabase, openScratchDatabase } from '../../test/test-database';

const SEED = 20_240_917;
const MIN_MESSAGES = 10_000;
const MESSAGES_PER_SCRIPT = 20;
const CONCURRENT_CONNECTIONS = 24;
const HEAP_GROWTH_LIMIT_BYTES = 100 * 1024 * 1024;
const NAME_IDS = Array.from({ length: 20 }, (_, index) => `fuzzname${index}`);
/** Server problems that mean an exception escaped a handler. */
const FAILURE_MESSAGES = [
  'STOMP frame handling failed',
  'STOMP application hook threw',
  'STOMP SEND handler failed',
];

const logLineSchema = z.object({
  level: z.number(),
  msg: z.string(),
  err: z.object({ message: z.string() }).optional(),
});
type LogLine = z.infer<typeof logLineSchema>;

let location: ScratchLocation;
let server: ListeningApp;
const logs: LogLine[] = [];

/** Its own database, so random invites and failed joins cannot disturb other tests' limits. */
beforeAll(async () => {
  location = await createScratchDatabase();
  const handle = openScratchDatabase(location);
  await handle.db
    .insertInto('names')
    .values(
      NAME_IDS.map((id, rank) => ({
        id,
        name: id,
        gender: 'N',
        origin: null,
        meaning: null,
        rank,
        active: 1,
        spelling_group: id,
      })),
    )
    .execute();
  await handle.close();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(logLineSchema.parse(JSON.parse(chunk.toString())));
      done();
    },
  });
  server = await startListeningApp({ database: location, logger: pino({ level: 'warn' }, sink) });
});

afterAll(async () => {
  await server.close();
  await dropScratchDatabase(location);
});

/** V8's gc, when it can be switched on at runtime. */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  const gc: unknown = vm.runInNewContext('gc');
  if (typeof gc === 'function') {
    gc();
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_resolve, reject) =>
      setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms),
    ),
  ]);
}

/** A well-behaved device that keeps voting with receipts; remembers the last value per name. */
class SteadyVoter {
  readonly expected = new Map<string, boolean>();
  private count = 0;

  constructor(private readonly client: StompTestClient) {}

  async vote(): Promise<void> {
    const nameId = NAME_IDS[this.count % NAME_IDS.length] ?? 'fuzzname0';
    const approved = this.count % 3 !== 0;
    this.count += 1;
    await withTimeout(
      this.client.send(APP_DESTINATIONS.vote, { nameId, approved }),
      15_000,
      'a vote receipt',
    );
    this.expected.set(nameId, approved);
  }

  async stored(): Promise<Map<string, boolean>> {
    const response = await fetch(`${server.baseUrl}/api/votes?deviceId=${this.client.deviceId}`);
    const votes = z.array(voteSchema).parse(await response.json());
    return new Map(votes.map((vote) => [vote.nameId, vote.approved]));
  }
}

function openConnections(): Promise<number> {
  return new Promise((resolve, reject) =>
    server.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}

function countOutcomes(results: readonly FuzzResult[]): Map<FuzzOutcome, number> {
  const counts = new Map<FuzzOutcome, number>();
  for (const { outcome } of results) {
    counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  }
  return counts;
}

/** Deterministic scripts, generated a batch at a time so the whole run is never held in memory. */
function* scripts(): Generator<FuzzScript> {
  for (let batch = 0; ; batch += 1) {
    yield* fc.sample(fuzzScript(NAME_IDS, MESSAGES_PER_SCRIPT), { numRuns: 16, seed: SEED + batch });
  }
}

/** Plays scripts over CONCURRENT_CONNECTIONS connections at a time until MIN_MESSAGES messages were sent. */
async function fuzz(wsBaseUrl: string): Promise<FuzzResult[]> {
  const results: FuzzResult[] = [];
  const source = scripts();
  let sent = 0;
  const worker = async () => {
    while (sent < MIN_MESSAGES) {
      const next = source.next();
      if (next.done === true) {
        return;
      }
      const result = await runFuzzScript(wsBaseUrl, next.value);
      sent += result.messagesSent;
      results.push(result);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_CONNECTIONS }, worker));
  return results;
}

it('survives at least 10,000 random and mutated frames while a well-behaved client keeps voting', async () => {
  const startedAt = Date.now();
  const voter = new SteadyVoter(await connectStompClient(server.wsUrl, randomUUID()));
  await voter.vote();
  collectGarbage();
  const heapBefore = process.memoryUsage().heapUsed;

  let fuzzing = true;
  const votingDuringFuzz = (async () => {
    let votes = 0;
    while (fuzzing) {
      await voter.vote();
      votes += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return votes;
  })();
  const wsBaseUrl = server.wsUrl('').replace(/\?.*$/, '');
  const results = await fuzz(wsBaseUrl).finally(() => {
    fuzzing = false;
  });
  const votesDuringFuzz = await votingDuringFuzz;
  await voter.vote();

  collectGarbage();
  const heapGrowth = process.memoryUsage().heapUsed - heapBefore;
  const health = await fetch(`${server.baseUrl}/api/health/live`);
  const outcomes = countOutcomes(results);
  const messages = results.reduce((total, result) => total + result.messagesSent, 0);
  const receipts = results.reduce((total, result) => total + result.receipts, 0);
  console.info(
    `stomp-fuzz: ${messages} messages over ${results.length} connections in ${Date.now() - startedAt} ms;`,
    [...outcomes].map(([outcome, count]) => `${outcome} ${count}`).join(', '),
    `; ${receipts} receipts to fuzz clients; ${votesDuringFuzz} steady votes during the run;`,
    `heap +${Math.round(heapGrowth / 1024 / 1024)} MB`,
  );

  expect(health.status).toBe(200);
  expect(messages).toBeGreaterThanOrEqual(MIN_MESSAGES);
  expect(results.flatMap((result) => result.anomalies)).toEqual([]);
  expect(outcomes.get('error-then-close')).toBeGreaterThan(0);
  expect(outcomes.get('ignored')).toBeGreaterThan(0);
  expect(logs.filter((line) => line.level >= 50 || FAILURE_MESSAGES.includes(line.msg))).toEqual([]);
  expect(votesDuringFuzz).toBeGreaterThan(0);
  expect(await voter.stored()).toEqual(voter.expected);
  expect(heapGrowth).toBeLessThan(HEAP_GROWTH_LIMIT_BYTES);
  // Every fuzz socket is gone on the server too: only the steady client and keep-alive HTTP remain.
  await vi.waitFor(async () => expect(await openConnections()).toBeLessThanOrEqual(4), { timeout: 10_000 });
}, 120_000);
