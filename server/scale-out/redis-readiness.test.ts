import { randomUUID } from 'node:crypto';
import { readinessSchema } from '@name-swiper/contract/health';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisBus } from '../src/bus/redis-bus';
import { createRedisLimitStores } from '../src/limits/limit-stores';
import type { RedisConnection } from '../src/redis/redis-connection';
import { openRedis } from '../src/redis/redis-connection';
import type { ListeningApp } from '../test/listening-app';
import { startListeningApp } from '../test/listening-app';
import { machineRedisUrl } from './two-instances';

const silent = pino({ level: 'silent' });

async function readiness(app: ListeningApp) {
  const response = await fetch(`${app.baseUrl}/api/health/ready`);
  return { status: response.status, body: readinessSchema.parse(await response.json()) };
}

describe('one Redis connection for the bus and the limits', () => {
  let redis: RedisConnection;
  let app: ListeningApp;
  beforeAll(async () => {
    redis = await openRedis(
      { url: machineRedisUrl(), connectTimeoutMs: 10_000, keyPrefix: `test-${randomUUID().slice(0, 8)}:` },
      silent,
    );
    app = await startListeningApp({
      bus: createRedisBus(redis, silent),
      limits: createRedisLimitStores(redis),
    });
  });
  afterAll(() => app.close());

  it('is what readiness checks: the limits losing their connection make the instance unready', async () => {
    expect(await readiness(app)).toMatchObject({ status: 200, body: { bus: 'up', failed: [] } });
    // The command connection carries the limits' counters and the bus's publishes; the subscriber stays up.
    redis.commands.disconnect(false);
    expect(redis.subscriber.status).toBe('ready');
    expect(await readiness(app)).toMatchObject({
      status: 503,
      body: { status: 'unavailable', bus: 'down', failed: ['bus'] },
    });
    await redis.commands.connect();
    expect(await readiness(app)).toMatchObject({ status: 200, body: { bus: 'up', failed: [] } });
  });
});
