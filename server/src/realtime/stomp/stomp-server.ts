import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import { DeviceSessionQuota } from './device-session-quota';
import { DEFAULT_FRAME_LIMITS } from './frame-limits';
import type { FrameLimits } from './frame-limits';
import { CLOSE_SERVICE_RESTART, StompSession } from './stomp-session';
import { selectStompSubprotocol } from './subprotocol';
import type { RateLimit } from './token-bucket';
import type { StompApplication, StompLogger, StompSessionOptions } from './types';

export interface StompServerOptions {
  readonly application: StompApplication;
  /** Returns the canonical device id for a well-formed `deviceUuid` query value, otherwise undefined. */
  readonly parseDeviceId: (raw: string | null) => string | undefined;
  /** Default `/api/ws`. */
  readonly path?: string;
  readonly heartBeat?: { readonly outgoingMs: number; readonly incomingMs: number };
  readonly frameLimits?: Partial<FrameLimits>;
  /** Per session; default 32. */
  readonly maxSubscriptions?: number;
  /** Per session; default 64. */
  readonly maxQueuedFrames?: number;
  /** Frames per second per session; default 50 with a burst of 100. Excess gets an ERROR and a close. */
  readonly rateLimit?: RateLimit;
  /** Open sessions per device on this server; default 8. Further upgrades get HTTP 429. */
  readonly maxSessionsPerDevice?: number;
  readonly connectTimeoutMs?: number;
  /** How long close() waits for pending receipts, then again for each close handshake. */
  readonly shutdownTimeoutMs?: number;
  readonly serverName?: string;
  readonly logger?: StompLogger;
}

export interface StompServer {
  /** Number of open STOMP sessions. */
  readonly sessionCount: number;
  /** Refuses new upgrades, drains and closes every session with 1012, then detaches from the HTTP server. */
  close(): Promise<void>;
}

/** Room for the WebSocket layer beyond the largest STOMP frame so oversize frames get a STOMP ERROR. */
const PAYLOAD_MARGIN_BYTES = 4 * 1024;

export const DEFAULT_RATE_LIMIT: RateLimit = { perSecond: 50, burst: 100 };
export const DEFAULT_MAX_SESSIONS_PER_DEVICE = 8;

const consoleLogger: StompLogger = {
  warn: (context, message) => console.warn(message, context),
};

function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  socket.on('error', () => socket.destroy());
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function sessionOptions(options: StompServerOptions): StompSessionOptions {
  return {
    heartBeat: options.heartBeat ?? { outgoingMs: 10_000, incomingMs: 10_000 },
    frameLimits: { ...DEFAULT_FRAME_LIMITS, ...options.frameLimits },
    maxSubscriptions: options.maxSubscriptions ?? 32,
    maxQueuedFrames: options.maxQueuedFrames ?? 64,
    rateLimit: options.rateLimit ?? DEFAULT_RATE_LIMIT,
    connectTimeoutMs: options.connectTimeoutMs ?? 10_000,
    serverName: options.serverName ?? 'name-swiper/0.1',
    logger: options.logger ?? consoleLogger,
  };
}

/** Serves STOMP 1.2 over WebSocket on `path` of an existing HTTP server (sharing its port with REST). */
export function attachStompServer(httpServer: Server, options: StompServerOptions): StompServer {
  const path = options.path ?? '/api/ws';
  const perSession = sessionOptions(options);
  const shutdownTimeoutMs = options.shutdownTimeoutMs ?? 5_000;
  const sessions = new Set<StompSession>();
  const quota = new DeviceSessionQuota(options.maxSessionsPerDevice ?? DEFAULT_MAX_SESSIONS_PER_DEVICE);
  let accepting = true;
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: perSession.frameLimits.maxFrameBytes + PAYLOAD_MARGIN_BYTES,
    handleProtocols: (offered) => selectStompSubprotocol(offered),
  });

  const startSession = (socket: WebSocket, deviceId: string): void => {
    if (!accepting) {
      socket.close(CLOSE_SERVICE_RESTART, 'service restart');
      return;
    }
    const session = new StompSession(socket, deviceId, options.application, perSession);
    sessions.add(session);
    void session.closed.then(() => sessions.delete(session));
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== path) {
      if (httpServer.listenerCount('upgrade') === 1) {
        refuseUpgrade(socket, 404, 'Not Found');
      }
      return;
    }
    if (!accepting) {
      refuseUpgrade(socket, 503, 'Service Unavailable');
      return;
    }
    const deviceId = options.parseDeviceId(url.searchParams.get('deviceUuid'));
    if (deviceId === undefined) {
      refuseUpgrade(socket, 400, 'Bad Request');
      return;
    }
    const release = quota.acquire(deviceId);
    if (release === undefined) {
      refuseUpgrade(socket, 429, 'Too Many Requests');
      return;
    }
    // The TCP socket closes whether the handshake fails or the session ends later, so the slot is always freed.
    socket.once('close', release);
    wss.handleUpgrade(request, socket, head, (ws) => startSession(ws, deviceId));
  };

  httpServer.on('upgrade', onUpgrade);

  return {
    get sessionCount() {
      return sessions.size;
    },
    async close() {
      accepting = false;
      await Promise.all([...sessions].map((session) => session.shutdown(shutdownTimeoutMs)));
      httpServer.off('upgrade', onUpgrade);
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
