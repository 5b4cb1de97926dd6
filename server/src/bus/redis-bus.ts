import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { RedisConnection } from '../redis/redis-connection';
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
 * waits for Redis, so while Redis is down devices connected here still get their messages; the subscriber
 * reconnects by itself and renews its channel subscriptions.
 */
export function createRedisBus(redis: RedisConnection, logger: FastifyBaseLogger): MessageBus {
  const channelPrefix = `${redis.keyPrefix}device:`;
  const topicPrefix = `${redis.keyPrefix}topic:`;
  const instanceId = randomUUID();
  const local = new Map<string, Set<DeviceMessageHandler>>();
  const topics = new Map<string, (raw: string) => void>();
  const gapHandlers: (() => void)[] = [];
  // The connection was made before: each 'ready' from now on follows a lost connection.
  redis.subscriber.on('ready', () => gapHandlers.forEach((onGap) => onGap()));

  const deliverLocally = (deviceId: string, message: DeviceMessage) => {
    for (const handler of local.get(deviceId) ?? []) {
      handler(message);
    }
  };

  redis.subscriber.on('message', (channel: string, raw: string) => {
    if (!channel.startsWith(channelPrefix)) {
      topics.get(channel)?.(raw);
      return;
    }
    const envelope = envelopeSchema.safeParse(parseJson(raw));
    if (envelope.success && envelope.data.origin !== instanceId) {
      const { destination, body } = envelope.data;
      deliverLocally(channel.slice(channelPrefix.length), { destination, body });
    }
  });

  return {
    kind: 'redis',
    isConnected: () => redis.isReady(),
    publish: async (deviceId, message) => {
      deliverLocally(deviceId, message);
      const envelope = JSON.stringify({ origin: instanceId, ...message });
      try {
        await redis.commands.publish(`${channelPrefix}${deviceId}`, envelope);
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
        redis.subscriber
          .subscribe(`${channelPrefix}${deviceId}`)
          .catch((error: unknown) => logger.warn({ err: error }, 'redis bus subscribe failed'));
      }
      return async () => {
        handlers.delete(handler);
        if (handlers.size === 0 && local.get(deviceId) === handlers) {
          local.delete(deviceId);
          await redis.subscriber
            .unsubscribe(`${channelPrefix}${deviceId}`)
            .catch((error: unknown) => logger.warn({ err: error }, 'redis bus unsubscribe failed'));
        }
      };
    },
    broadcast: async (topic, message) => {
      try {
        await redis.commands.publish(
          `${topicPrefix}${topic}`,
          JSON.stringify({ origin: instanceId, message }),
        );
      } catch (error) {
        logger.warn({ err: error }, 'redis bus broadcast failed');
      }
    },
    listen: (topic, handler, onGap) => {
      gapHandlers.push(onGap);
      const channel = `${topicPrefix}${topic}`;
      topics.set(channel, (raw) => {
        const envelope = broadcastSchema.safeParse(parseJson(raw));
        if (envelope.success && envelope.data.origin !== instanceId) {
          handler(envelope.data.message);
        }
      });
      redis.subscriber
        .subscribe(channel)
        .catch((error: unknown) => logger.warn({ err: error }, 'redis bus subscribe failed'));
    },
    close: async () => {
      local.clear();
      topics.clear();
      await redis.close();
    },
  };
}
