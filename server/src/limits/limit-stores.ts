import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { connectWithin } from '../redis/connect-within';
import type { RedisSettings } from '../redis/redis-settings';
import { createMemoryTokenBuckets } from './memory-token-buckets';
import { createRedisTokenBuckets } from './redis-token-buckets';
import type { TokenBuckets } from './token-buckets';

/** Where every abuse limit counts: this process, or one Redis that all instances share. */
export interface LimitStores {
  /** The client for @fastify/rate-limit's Redis store; undefined for its in-memory store. */
  readonly redis: Redis | undefined;
  /** Starts the request counters' keys (the token buckets add their own part after it). */
  readonly keyPrefix: string;
  /** Budgets of STOMP writes and invite guesses. */
  readonly buckets: TokenBuckets;
  close(): Promise<void>;
}

export function createMemoryLimitStores(): LimitStores {
  const buckets = createMemoryTokenBuckets();
  return { redis: undefined, keyPrefix: '', buckets, close: () => buckets.close() };
}

/**
 * Limits in Redis. Commands fail at once while Redis is unreachable instead of queueing, so each limit decides
 * on its own what an outage means (request limits let requests through; invite guesses are refused).
 */
export async function createRedisLimitStores(
  { url, connectTimeoutMs, keyPrefix }: RedisSettings,
  logger: FastifyBaseLogger,
): Promise<LimitStores> {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000),
  });
  client.on('error', (error: unknown) => logger.warn({ err: error }, 'limit store connection error'));
  await connectWithin(
    [
      {
        connect: () => client.connect(),
        destroy: () => client.disconnect(),
        on: (event, listener) => client.on(event, listener),
      },
    ],
    url,
    connectTimeoutMs,
  );
  return {
    redis: client,
    keyPrefix: `${keyPrefix}rate:`,
    buckets: createRedisTokenBuckets(client, keyPrefix),
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
