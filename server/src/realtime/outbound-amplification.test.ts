import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import v8 from 'node:v8';
import vm from 'node:vm';
import { REALTIME_LIMITS } from '@name-swiper/contract/constants';
import { USER_DESTINATIONS } from '@name-swiper/contract/realtime';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { ListeningApp } from '../../test/listening-app';
import { startListeningApp } from '../../test/listening-app';
import { RawStompClient } from '@name-swiper/stomp-server/testing';

/**
 * The attack of issue 17 item 1 against the real app: one device's sessions each subscribe many times to
 * /user/queue/errors with 8 KiB ids, stop reading, and SEND to an 8 KiB unknown destination, so that every
 * SEND comes back as hundreds of large MESSAGE frames queued in the server for readers that never read.
 */
const SESSIONS = REALTIME_LIMITS.sessionsPerDevice;
const SUBSCRIPTIONS_PER_SESSION = 32;
const LONG_TEXT_BYTES = 8_000;
const ROUNDS = 10;
const SENDS_PER_ROUND = 4;
const MEMORY_GROWTH_LIMIT_BYTES = 32 * 1024 * 1024;
const BYSTANDER_LIMIT_MS = 1_000;

let server: ListeningApp;
const clients: RawStompClient[] = [];

beforeAll(async () => {
  server = await startListeningApp();
});
afterEach(() => {
  for (const client of clients.splice(0)) {
    client.close();
  }
});
afterAll(() => server.close());

/** V8's gc, when it can be switched on at runtime, so that only live buffers are measured. */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  const gc: unknown = vm.runInNewContext('gc');
  if (typeof gc === 'function') {
    gc();
  }
}

/** Memory outside the JS heap (where queued socket writes live) plus the heap, after a GC. */
function liveMemory(): number {
  collectGarbage();
  const usage = process.memoryUsage();
  return usage.arrayBuffers + usage.heapUsed;
}

async function bystanderMs(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}/api/health/live`);
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  return performance.now() - started;
}

async function attacker(deviceId: string, index: number): Promise<RawStompClient> {
  const client = await RawStompClient.open(server.wsUrl(deviceId));
  clients.push(client);
  await client.connect();
  for (let subscription = 0; subscription < SUBSCRIPTIONS_PER_SESSION; subscription += 1) {
    const id = `${index}-${subscription}-`.padEnd(LONG_TEXT_BYTES, 'i');
    const receipt = subscription === SUBSCRIPTIONS_PER_SESSION - 1 ? 'receipt:subscribed\n' : '';
    client.send(`SUBSCRIBE\nid:${id}\ndestination:${USER_DESTINATIONS.errors}\n${receipt}\n\0`);
  }
  // A RECEIPT (all subscriptions taken) or an ERROR (refused): either way the server has handled them.
  await client.nextFrame().catch(() => undefined);
  client.socket.pause();
  return client;
}

it('keeps memory bounded and answers a bystander while non-reading sessions flood with amplifying SENDs', async () => {
  const deviceId = randomUUID();
  const before = liveMemory();
  const sessions = await Promise.all(
    Array.from({ length: SESSIONS }, (_, index) => attacker(deviceId, index)),
  );
  const send = `SEND\ndestination:/app/${'d'.repeat(LONG_TEXT_BYTES)}\n\n{}\0`;

  let growth = 0;
  let slowest = 0;
  for (let round = 0; round < ROUNDS && growth < MEMORY_GROWTH_LIMIT_BYTES; round += 1) {
    for (const session of sessions) {
      for (let sent = 0; sent < SENDS_PER_ROUND; sent += 1) {
        session.send(send);
      }
    }
    await sleep(100);
    slowest = Math.max(slowest, await bystanderMs());
    growth = Math.max(growth, liveMemory() - before);
  }
  console.info(
    `outbound amplification: memory +${(growth / 1024 / 1024).toFixed(1)} MB, bystander ${slowest.toFixed(0)} ms`,
  );

  expect(growth).toBeLessThan(MEMORY_GROWTH_LIMIT_BYTES);
  expect(slowest).toBeLessThan(BYSTANDER_LIMIT_MS);
  for (const session of sessions) {
    session.socket.resume();
  }
  const closes = await Promise.all(
    sessions.map((session) => Promise.race([session.closed, sleep(10_000).then(() => undefined)])),
  );
  expect(closes.every((close) => close !== undefined)).toBe(true);
}, 60_000);

it('answers one SEND with at most one short MESSAGE per session of the device, whatever the client sends', async () => {
  const deviceId = randomUUID();
  const sends = 20;
  const longestId = 'i'.repeat(REALTIME_LIMITS.maxIdBytes);
  const sessions = await Promise.all(
    Array.from({ length: SESSIONS }, async (_, index) => {
      const client = await RawStompClient.open(server.wsUrl(deviceId));
      clients.push(client);
      await client.connect();
      const id = `${index}-${longestId}`.slice(0, REALTIME_LIMITS.maxIdBytes);
      client.send(`SUBSCRIBE\nid:${id}\ndestination:${USER_DESTINATIONS.errors}\nreceipt:s\n\n\0`);
      await client.nextFrame();
      return client;
    }),
  );
  const [sender] = sessions;
  const destination = `/app/${'d'.repeat(REALTIME_LIMITS.maxIdBytes - 5)}`;
  for (let send = 0; send < sends; send += 1) {
    sender?.send(`SEND\ndestination:${destination}\n\n{}\0`);
  }

  for (const session of sessions) {
    // CONNECTED and the subscription's RECEIPT come first.
    await vi.waitFor(() => expect(session.messages.length).toBeGreaterThanOrEqual(2 + sends), {
      timeout: 5_000,
    });
  }
  await sleep(200);
  const deliveries = sessions.flatMap((session) => session.messages.slice(2));
  const largest = Math.max(...deliveries.map((delivery) => delivery.data.length));
  console.info(
    `within the caps: ${deliveries.length} MESSAGEs for ${sends} SENDs, the largest ${largest} bytes`,
  );
  expect(deliveries).toHaveLength(SESSIONS * sends);
  expect(largest).toBeLessThan(1_024);
});
