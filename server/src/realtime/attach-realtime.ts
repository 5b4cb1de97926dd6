import { deviceIdSchema } from '@name-swiper/contract/device';
import { REALTIME_HEARTBEAT_MS, REALTIME_LIMITS } from '@name-swiper/contract/constants';
import { REALTIME_PATH } from '@name-swiper/contract/realtime';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import type { MessageBus } from '../bus/message-bus';
import { InviteGuard } from '../domain/invite-guard';
import type { TokenBuckets } from '../limits/token-buckets';
import { createRealtimeApp } from './realtime-app';
import { attachStompServer } from '@name-swiper/stomp-server';
import type { StompServerOptions } from '@name-swiper/stomp-server';
import { DEFAULT_WRITE_BUDGETS, WriteLimiter } from './write-limiter';
import type { WriteBudgets } from './write-limiter';

export type RealtimeOptions = Pick<
  StompServerOptions,
  | 'heartBeat'
  | 'shutdownTimeoutMs'
  | 'rateLimit'
  | 'maxSessionsPerPrincipal'
  | 'maxSocketsPerIp'
  | 'upgradesPerIpPerMinute'
  | 'maxOpenSockets'
  | 'trustProxy'
  | 'allowedOrigins'
> & {
  /** What one client address may write; the defaults of write-limiter.ts when omitted. */
  writeBudgets?: WriteBudgets;
};

/**
 * Where the native app's pages come from: capacitor://localhost on iOS, https://localhost on Android (http://
 * localhost on older Capacitor); the http(s) ones are loopback pages, which the origin policy allows anyway.
 */
const CAPACITOR_ORIGINS = ['capacitor://localhost', 'https://localhost', 'http://localhost'];

/** The origins whose pages may open /api/ws: the app's public address, the CORS origins and the native app. */
export function realtimeOrigins(publicUrl: string, corsOrigins: readonly string[]): string[] {
  return [publicUrl, ...corsOrigins, ...CAPACITOR_ORIGINS];
}

/** A session's principal is its device: the canonical id of a well-formed `deviceUuid` query value. */
function deviceOfUpgrade(_request: IncomingMessage, url: URL): string | undefined {
  const parsed = deviceIdSchema.safeParse(url.searchParams.get('deviceUuid'));
  return parsed.success ? parsed.data : undefined;
}

/** The `server` header of CONNECTED. */
const SERVER_NAME = 'name-swiper/0.1';

/** Serves STOMP at /api/ws on the app's own HTTP server; closing the app drains and closes the sessions first. */
export function attachRealtime(
  app: FastifyInstance,
  db: Db,
  bus: MessageBus,
  buckets: TokenBuckets,
  { writeBudgets = DEFAULT_WRITE_BUDGETS, ...options }: RealtimeOptions = {},
): void {
  const context = {
    db,
    bus,
    inviteGuard: new InviteGuard(buckets),
    writes: new WriteLimiter(buckets, writeBudgets, app.log),
  };
  const stomp = attachStompServer(app.server, {
    application: createRealtimeApp(context, app.log),
    authenticate: deviceOfUpgrade,
    path: REALTIME_PATH,
    serverName: SERVER_NAME,
    heartBeat: { outgoingMs: REALTIME_HEARTBEAT_MS, incomingMs: REALTIME_HEARTBEAT_MS },
    maxHeartBeatIntervalMs: REALTIME_LIMITS.maxHeartBeatIntervalMs,
    pingIntervalMs: REALTIME_LIMITS.pingIntervalMs,
    frameLimits: {
      maxFrameBytes: REALTIME_LIMITS.maxFrameBytes,
      maxHeaderLineBytes: REALTIME_LIMITS.maxHeaderLineBytes,
      maxHeaders: REALTIME_LIMITS.maxHeaders,
    },
    maxIdBytes: REALTIME_LIMITS.maxIdBytes,
    rateLimit: { perSecond: REALTIME_LIMITS.framesPerSecond, burst: REALTIME_LIMITS.frameBurst },
    maxQueuedFrames: REALTIME_LIMITS.maxUnacknowledged,
    maxSubscriptions: REALTIME_LIMITS.maxSubscriptions,
    outboundBufferBytes: REALTIME_LIMITS.outboundBufferBytes,
    maxSessionsPerPrincipal: REALTIME_LIMITS.sessionsPerDevice,
    maxSocketsPerIp: REALTIME_LIMITS.socketsPerIp,
    upgradesPerIpPerMinute: REALTIME_LIMITS.upgradesPerIpPerMinute,
    maxOpenSockets: REALTIME_LIMITS.maxOpenSockets,
    logger: app.log,
    ...options,
  });
  app.addHook('preClose', async () => {
    await stomp.close();
  });
}
