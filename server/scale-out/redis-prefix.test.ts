import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisBus } from '../src/bus/redis-bus';
import type { DeviceMessage, MessageBus } from '../src/bus/message-bus';
import { buildApp } from '../src/app';
import { createMemoryBus } from '../src/bus/memory-bus';
import type { DatabaseHandle } from '../src/db/database';
import { createRedisLimitStores } from '../src/limits/limit-stores';
import { openRedis } from '../src/redis/redis-connection';
import type { RedisSettings } from '../src/redis/redis-settings';
import { openScratchDatabase } from '../test/test-database';
import { machineRedisUrl } from './two-instances';
import { sharedDatabase } from '../test/shared-database';

/** How long a message published through Redis may take to reach a subscribed instance on this machine. */
const DELIVERY_WITHIN_MS = 3_000;

const silent = pino({ level: 'silent' });
/** Two deployments sharing the machine's Redis, each under its own prefix (unique per run). */
const run = randomUUID().slice(0, 8);
const prefixes = { blue: `test-${run}-blue:`, green: `test-${run}-green:` };
const settings = (keyPrefix: string): RedisSettings => ({
  url: machineRedisUrl(),
  connectTimeoutMs: 10_000,
  keyPrefix,
});

const inspector = new Redis(machineRedisUrl(), { lazyConnect: true });
let database: DatabaseHandle;
beforeAll(async () => {
  await inspector.connect();
  database = openScratchDatabase(sharedDatabase());
});
afterAll(async () => {
  await database.close();
  for (const prefix of Object.values(prefixes)) {
    const keys = await inspector.keys(`${prefix}*`);
    if (keys.length > 0) {
      await inspector.del(...keys);
    }
  }
  await inspector.quit();
});

describe('deployments sharing one Redis under different REDIS_PREFIX', () => {
  let blue: MessageBus;
  let blueElsewhere: MessageBus;
  let green: MessageBus;
  let greenElsewhere: MessageBus;
  beforeAll(async () => {
    blue = createRedisBus(await openRedis(settings(prefixes.blue), silent), silent);
    blueElsewhere = createRedisBus(await openRedis(settings(prefixes.blue), silent), silent);
    green = createRedisBus(await openRedis(settings(prefixes.green), silent), silent);
    greenElsewhere = createRedisBus(await openRedis(settings(prefixes.green), silent), silent);
  });
  afterAll(async () => {
    await Promise.all([blue.close(), blueElsewhere.close(), green.close(), greenElsewhere.close()]);
  });

  it("do not see each other's realtime messages, while instances of one deployment do", async () => {
    const device = randomUUID();
    const atBlueElsewhere: DeviceMessage[] = [];
    const atGreen: DeviceMessage[] = [];
    await blueElsewhere.subscribe(device, (message) => atBlueElsewhere.push(message));
    await green.subscribe(device, (message) => atGreen.push(message));

    // Subscriptions reach Redis in the background: publish until the other instance hears one.
    const publishUntilHeard = async (from: MessageBus, heard: DeviceMessage[], body: string) => {
      const before = heard.length;
      const deadline = Date.now() + DELIVERY_WITHIN_MS;
      while (heard.length === before && Date.now() < deadline) {
        await from.publish(device, { destination: '/user/queue/family', body });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const greenBody = '{"members":["Green"]}';
    await publishUntilHeard(greenElsewhere, atGreen, greenBody);
    await publishUntilHeard(blue, atBlueElsewhere, '{"members":["Anna"]}');
    // Redis hands one subscriber its messages in the order they were published: once green hears a message
    // published after blue's, any of blue's that reached green would be there before it.
    await publishUntilHeard(greenElsewhere, atGreen, greenBody);

    expect(atBlueElsewhere.length).toBeGreaterThan(0);
    expect(atGreen.length).toBeGreaterThanOrEqual(2);
    expect(atGreen.filter((message) => message.body !== greenBody)).toEqual([]);
  });

  it('count limits apart, under keys that start with their own prefix', async () => {
    const blueLimits = createRedisLimitStores(await openRedis(settings(prefixes.blue), silent));
    const greenLimits = createRedisLimitStores(await openRedis(settings(prefixes.green), silent));
    const device = randomUUID();
    const bucket = { key: `invite:device:${device}`, budget: { burst: 10, perSecond: 0.01 } };
    const app = await buildApp({
      db: database.db,
      webDistDir: '/nonexistent',
      bus: createMemoryBus(),
      limits: blueLimits,
    });
    try {
      const now = Date.now();
      expect((await blueLimits.buckets.take([bucket], now)).tokensBefore).toEqual([10]);
      expect((await blueLimits.buckets.take([bucket], now)).tokensBefore).toEqual([9]);
      expect((await greenLimits.buckets.take([bucket], now)).tokensBefore).toEqual([10]);
      expect((await app.inject({ url: `/api/votes/stats?deviceId=${device}` })).statusCode).toBe(200);

      const keys = await inspector.keys(`*${device}*`);
      expect(keys).toEqual(
        expect.arrayContaining([
          expect.stringMatching(`^${prefixes.blue}bucket:`),
          expect.stringMatching(`^${prefixes.green}bucket:`),
          expect.stringMatching(`^${prefixes.blue}rate:`),
        ]),
      );
      for (const redisKey of keys) {
        expect(redisKey.startsWith(prefixes.blue) || redisKey.startsWith(prefixes.green), redisKey).toBe(
          true,
        );
      }
    } finally {
      await Promise.all([app.close(), greenLimits.close()]);
    }
  });
});
