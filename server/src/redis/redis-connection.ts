import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { connectWithin } from './connect-within';
import type { RedisSettings } from './redis-settings';

/**
 * The server's one connection to Redis, through one client library (ioredis, which @fastify/rate-limit needs): a
 * command connection for the bus's publishes and every limit, and the subscriber connection pub/sub needs of its own.
 * Readiness reads both, so it reports the connections the server actually uses.
 */
export interface RedisConnection {
  /** Publishes, rate-limit counters and token buckets. Fails at once while Redis is down (no offline queue). */
  readonly commands: Redis;
  /** Channel subscriptions; those made while Redis is down wait until it is back, and all are renewed then. */
  readonly subscriber: Redis;
  /** Starts every key and channel name (REDIS_PREFIX). */
  readonly keyPrefix: string;
  /** Whether both connections are up. */
  isReady(): boolean;
  /** Closes both; later calls wait for the first. */
  close(): Promise<void>;
}

const reconnectDelay = (retries: number) => Math.min(100 * 2 ** retries, 2_000);

/** Connects both, within `connectTimeoutMs` or a StartupError naming the Redis that could not be reached. */
export async function openRedis(
  { url, connectTimeoutMs, keyPrefix }: RedisSettings,
  logger: FastifyBaseLogger,
): Promise<RedisConnection> {
  const commands = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: reconnectDelay,
  });
  const subscriber = commands.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
  for (const [role, client] of [
    ['commands', commands],
    ['subscriber', subscriber],
  ] as const) {
    client.on('error', (error: unknown) => logger.warn({ err: error, role }, 'redis connection error'));
  }
  await connectWithin(
    [commands, subscriber].map((client) => ({
      // ioredis rejects connect() at the first refused attempt but keeps retrying: wait for it to be ready.
      connect: () =>
        new Promise<void>((resolve) => {
          client.once('ready', () => resolve());
          client.connect().catch(() => undefined);
        }),
      destroy: () => client.disconnect(),
      on: (event: 'error', listener: (error: unknown) => void) => client.on(event, listener),
    })),
    url,
    connectTimeoutMs,
  );
  for (const [role, client] of [
    ['commands', commands],
    ['subscriber', subscriber],
  ] as const) {
    client.on('ready', () => logger.info({ role }, 'redis connected again'));
  }
  let closed: Promise<void> | undefined;
  return {
    commands,
    subscriber,
    keyPrefix,
    isReady: () => commands.status === 'ready' && subscriber.status === 'ready',
    close: () => {
      closed ??= Promise.allSettled(
        [commands, subscriber].map((client) => client.quit().catch(() => client.disconnect())),
      ).then(() => undefined);
      return closed;
    },
  };
}
