import type { Redis } from 'ioredis';
import type { RedisConnection } from '../redis/redis-connection';
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
 * Limits in Redis, on the server's command connection. Commands fail at once while Redis is unreachable instead of
 * queueing, so each limit decides on its own what an outage means (request limits let requests through; invite
 * guesses are refused).
 */
export function createRedisLimitStores(redis: RedisConnection): LimitStores {
  return {
    redis: redis.commands,
    keyPrefix: `${redis.keyPrefix}rate:`,
    buckets: createRedisTokenBuckets(redis.commands, redis.keyPrefix),
    close: () => redis.close(),
  };
}
