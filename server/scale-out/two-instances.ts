import { pino } from 'pino';
import { createRedisBus } from '../src/bus/redis-bus';
import { createRedisLimitStores } from '../src/limits/limit-stores';
import { openRedis } from '../src/redis/redis-connection';
import type { ListeningApp } from '../test/listening-app';
import { startListeningApp } from '../test/listening-app';

export type Instance = ListeningApp;

/** The machine's Redis that the scale-out tests share (.ci/run sets TEST_REDIS_URL). */
export function machineRedisUrl(): string {
  const url = process.env.TEST_REDIS_URL;
  if (!url) {
    throw new Error('the scale-out tests need TEST_REDIS_URL, e.g. redis://127.0.0.1:6379');
  }
  return url;
}

/**
 * One server instance over the run's shared database with its bus and limits in the Redis at `redisUrl`, as in
 * production. Instances that should act as one share `keyPrefix`; a prefix of its own per run keeps the limits
 * of earlier runs (all from 127.0.0.1) out of this one.
 */
export async function startInstance(redisUrl: string, keyPrefix: string): Promise<Instance> {
  const settings = { url: redisUrl, connectTimeoutMs: 10_000, keyPrefix };
  const logger = pino({ level: 'silent' });
  const redis = await openRedis(settings, logger);
  return startListeningApp({ bus: createRedisBus(redis, logger), limits: createRedisLimitStores(redis) });
}
