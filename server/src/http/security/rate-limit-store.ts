import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import { connectWithin } from '../../redis/connect-within';
import type { RedisSettings } from '../../redis/redis-settings';

export const RATE_LIMIT_WINDOW_MS = 60_000;

export interface WindowHits {
  /** Requests counted for each key in the current window, this one included. */
  hits: Map<string, number>;
  /** When the current window ends (epoch ms). */
  resetAt: number;
}

/** Fixed-window request counters. */
export interface RateLimitStore {
  hit(keys: string[], now: number): Promise<WindowHits>;
  close(): Promise<void>;
}

function windowStartOf(now: number): number {
  return now - (now % RATE_LIMIT_WINDOW_MS);
}

/**
 * Counters in this process: right for a single instance, the default. Counting costs no I/O, so the limits
 * never slow the API down; ended windows are dropped as the next one starts.
 */
export function createMemoryRateLimitStore(): RateLimitStore {
  let currentWindow = 0;
  let counters = new Map<string, number>();
  return {
    hit: async (keys, now) => {
      const windowStart = windowStartOf(now);
      if (windowStart !== currentWindow) {
        currentWindow = windowStart;
        counters = new Map();
      }
      for (const key of keys) {
        counters.set(key, (counters.get(key) ?? 0) + 1);
      }
      return {
        hits: new Map(keys.map((key) => [key, counters.get(key) ?? 0])),
        resetAt: windowStart + RATE_LIMIT_WINDOW_MS,
      };
    },
    close: async () => {
      counters.clear();
    },
  };
}

/**
 * Counters in Redis, shared by every instance: one round trip per request (INCR and PEXPIREAT per key in a
 * MULTI). While Redis is down the call fails fast and the limiter lets requests through.
 */
export async function createRedisRateLimitStore(
  { url, connectTimeoutMs, keyPrefix }: RedisSettings,
  logger: FastifyBaseLogger,
): Promise<RateLimitStore> {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000) },
  });
  client.on('error', (error: unknown) => logger.warn({ err: error }, 'rate-limit store connection error'));
  await connectWithin([client], url, connectTimeoutMs);
  return {
    hit: async (keys, now) => {
      const windowStart = windowStartOf(now);
      const resetAt = windowStart + RATE_LIMIT_WINDOW_MS;
      const transaction = client.multi();
      for (const key of keys) {
        const redisKey = `${keyPrefix}rate:${windowStart}:${key}`;
        transaction.incr(redisKey).pExpireAt(redisKey, resetAt + 1_000);
      }
      const replies = await transaction.exec();
      return {
        hits: new Map(keys.map((key, index) => [key, Number(replies[index * 2])])),
        resetAt,
      };
    },
    close: async () => {
      await client.close();
    },
  };
}
