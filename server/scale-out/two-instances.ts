import { pino } from 'pino';
import { createRedisBus } from '../src/bus/redis-bus';
import { DEFAULT_REDIS_PREFIX } from '../src/redis/redis-settings';
import type { ListeningApp } from '../test/listening-app';
import { startListeningApp } from '../test/listening-app';

export type Instance = ListeningApp;

/** One server instance over the run's shared database, fanning out through the Redis at `redisUrl`. */
export async function startInstance(redisUrl: string): Promise<Instance> {
  return startListeningApp({
    bus: await createRedisBus(
      { url: redisUrl, connectTimeoutMs: 10_000, keyPrefix: DEFAULT_REDIS_PREFIX },
      pino({ level: 'silent' }),
    ),
  });
}
