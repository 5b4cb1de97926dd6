import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/database';
import { DEFAULT_SECURITY } from '../src/http/security/security-config';
import { createRedisLimitStores } from '../src/limits/limit-stores';
import { openRedis } from '../src/redis/redis-connection';
import { DEFAULT_REDIS_PREFIX } from '../src/redis/redis-settings';
import { openScratchDatabase } from '../test/test-database';
import { machineRedisUrl } from './two-instances';
import { sharedDatabase } from '../test/shared-database';

const LIMITS = { ...DEFAULT_SECURITY, rateLimits: { perDevicePerMinute: 5, perIpPerMinute: 1_000 } };

let database: DatabaseHandle;
let instances: FastifyInstance[] = [];

async function instance(): Promise<FastifyInstance> {
  const limits = createRedisLimitStores(
    await openRedis(
      { url: machineRedisUrl(), connectTimeoutMs: 10_000, keyPrefix: DEFAULT_REDIS_PREFIX },
      pino({ level: 'silent' }),
    ),
  );
  return buildApp({ db: database.db, webDistDir: '/nonexistent', security: LIMITS, limits });
}

beforeAll(async () => {
  database = openScratchDatabase(sharedDatabase());
  instances = [await instance(), await instance()];
});
afterAll(async () => {
  await Promise.all(instances.map((app) => app.close()));
  await database.close();
});

describe('rate limits across instances', () => {
  it('counts one device over two instances together in Redis', async () => {
    const device = randomUUID();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const app = instances[i % 2];
      const response = await app?.inject({
        url: `/api/votes?deviceId=${device}`,
        remoteAddress: `198.51.100.${i}`,
      });
      statuses.push(response?.statusCode ?? 0);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  }, 20_000);
});
