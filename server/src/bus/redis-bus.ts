import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import { z } from 'zod';
import { connectWithin } from '../redis/connect-within';
import type { RedisSettings } from '../redis/redis-settings';
import type { DeviceMessage, DeviceMessageHandler, MessageBus } from './message-bus';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const envelopeSchema = z.object({
  origin: z.string(),
  destination: z.string(),
  body: z.string(),
});

const broadcastSchema = z.object({ origin: z.string(), message: z.string() });

/**
 * The bus across instances: a message for a device goes straight to its sessions on this instance and,
 * through Redis pub/sub, to every other instance that has subscribed for the device. Local delivery never
 * waits for Redis, so while Redis is down devices connected here still get their messages; the client
 * reconnects by itself and restores its channel subscriptions.
 */
export async function createRedisBus(
  { url, connectTimeoutMs, keyPrefix }: RedisSettings,
  logger: FastifyBaseLogger,
): Promise<MessageBus> {
  const channelPrefix = `${keyPrefix}device:`;
  const topicPrefix = `${keyPrefix}topic:`;
  const instanceId = randomUUID();
  const local = new Map<string, Set<DeviceMessageHandler>>();
  const reconnectStrategy = (retries: number) => Math.min(100 * 2 ** retries, 2_000);
  const publisher = createClient({ url, disableOfflineQueue: true, socket: { reconnectStrategy } });
  // Subscriptions made while Redis is down wait in the subscriber's offline queue until it is back.
  const subscriber = publisher.duplicate({ disableOfflineQueue: false });
  for (const [role, client] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    client.on('error', (error: unknown) => logger.warn({ err: error, role }, 'redis bus connection error'));
    client.on('ready', () => logger.info({ role }, 'redis bus connected'));
  }
  await connectWithin([publisher, subscriber], url, connectTimeoutMs);
  const gapHandlers: (() => void)[] = [];
  // The first 'ready' came before connectWithin returned; each later one follows a lost connection.
  subscriber.on('ready', () => gapHandlers.forEach((onGap) => onGap()));

  const deliverLocally = (deviceId: string, message: DeviceMessage) => {
    for (const handler of local.get(deviceId) ?? []) {
      handler(message);
    }
  };

  const onChannelMessage = (raw: string, channel: string) => {
    const envelope = envelopeSchema.safeParse(parseJson(raw));
    if (!envelope.success || envelope.data.origin === instanceId) {
      return;
    }
    const { destination, body } = envelope.data;
    deliverLocally(channel.slice(channelPrefix.length), { destination, body });
  };

  return {
    kind: 'redis',
    isConnected: () => publisher.isReady && subscriber.isReady,
    publish: async (deviceId, message) => {
      deliverLocally(deviceId, message);
      const envelope = JSON.stringify({ origin: instanceId, ...message });
      try {
        await publisher.publish(`${channelPrefix}${deviceId}`, envelope);
      } catch (error) {
        logger.warn({ err: error }, 'redis bus publish failed; delivered to this instance only');
      }
    },
    subscribe: async (deviceId, handler) => {
      const handlers = local.get(deviceId) ?? new Set<DeviceMessageHandler>();
      const first = handlers.size === 0;
      handlers.add(handler);
      local.set(deviceId, handlers);
      if (first) {
        subscriber
          .subscribe(`${channelPrefix}${deviceId}`, onChannelMessage)
          .catch((error: unknown) => logger.warn({ err: error }, 'redis bus subscribe failed'));
      }
      return async () => {
        handlers.delete(handler);
        if (handlers.size === 0 && local.get(deviceId) === handlers) {
          local.delete(deviceId);
          await subscriber
            .unsubscribe(`${channelPrefix}${deviceId}`)
            .catch((error: unknown) => logger.warn({ err: error }, 'redis bus unsubscribe failed'));
        }
      };
    },
    broadcast: async (topic, message) => {
      try {
        await publisher.publish(`${topicPrefix}${topic}`, JSON.stringify({ origin: instanceId, message }));
      } catch (error) {
        logger.warn({ err: error }, 'redis bus broadcast failed');
      }
    },
    listen: (topic, handler, onGap) => {
      gapHandlers.push(onGap);
      subscriber
        .subscribe(`${topicPrefix}${topic}`, (raw) => {
          const envelope = broadcastSchema.safeParse(parseJson(raw));
          if (envelope.success && envelope.data.origin !== instanceId) {
            handler(envelope.data.message);
          }
        })
        .catch((error: unknown) => logger.warn({ err: error }, 'redis bus subscribe failed'));
    },
    close: async () => {
      local.clear();
      await Promise.allSettled([publisher.close(), subscriber.close()]);
    },
  };
}
