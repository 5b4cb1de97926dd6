import { deviceIdSchema } from '@name-swiper/contract/device';
import { REALTIME_HEARTBEAT_MS, REALTIME_LIMITS } from '@name-swiper/contract/constants';
import { REALTIME_PATH } from '@name-swiper/contract/realtime';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import type { MessageBus } from '../bus/message-bus';
import { createRealtimeApp } from './realtime-app';
import { attachStompServer } from './stomp/stomp-server';
import type { StompServerOptions } from './stomp/stomp-server';

export type RealtimeOptions = Pick<
  StompServerOptions,
  'heartBeat' | 'shutdownTimeoutMs' | 'rateLimit' | 'maxSessionsPerDevice'
>;

function parseDeviceId(raw: string | null): string | undefined {
  const parsed = deviceIdSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/** Serves STOMP at /api/ws on the app's own HTTP server; closing the app drains and closes the sessions first. */
export function attachRealtime(
  app: FastifyInstance,
  db: Db,
  bus: MessageBus,
  options: RealtimeOptions = {},
): void {
  const stomp = attachStompServer(app.server, {
    application: createRealtimeApp({ db, bus }, app.log),
    parseDeviceId,
    path: REALTIME_PATH,
    heartBeat: { outgoingMs: REALTIME_HEARTBEAT_MS, incomingMs: REALTIME_HEARTBEAT_MS },
    rateLimit: { perSecond: REALTIME_LIMITS.framesPerSecond, burst: REALTIME_LIMITS.frameBurst },
    maxQueuedFrames: REALTIME_LIMITS.maxUnacknowledged,
    maxSubscriptions: REALTIME_LIMITS.maxSubscriptions,
    maxSessionsPerDevice: REALTIME_LIMITS.sessionsPerDevice,
    logger: app.log,
    ...options,
  });
  app.addHook('preClose', async () => {
    await stomp.close();
  });
}
