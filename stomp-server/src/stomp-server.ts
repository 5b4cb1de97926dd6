import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import { clientAddressKey, trustFunction } from './admission/client-address';
import type { TrustProxy } from './admission/client-address';
import { STOMP_SERVER_DEFAULTS } from './defaults';
import type { FrameLimits } from './frames/frame-limits';
import { readOpenFileLimit, socketCeiling } from './admission/open-file-limit';
import { createOriginPolicy } from './admission/origin-policy';
import { CLOSE_SERVICE_RESTART, StompSession } from './session/stomp-session';
import { selectStompSubprotocol } from './admission/subprotocol';
import type { RateLimit } from './limits/token-bucket';
import { UpgradeAdmission } from './admission/upgrade-admission';
import type { StompApplication, StompLogger, StompSessionOptions } from './types';

export interface StompServerOptions {
  readonly application: StompApplication;
  /**
   * Who is upgrading: an opaque principal (an account, a device, a token's subject) that the sessions carry and
   * `maxSessionsPerPrincipal` counts, or undefined to refuse the upgrade with HTTP 400. Runs after the origin
   * check and before the budgets; `url` is the request's, parsed.
   */
  readonly authenticate: (request: IncomingMessage, url: URL) => string | undefined;
  /** The URL path that serves STOMP; upgrades to other paths are left to other listeners (or get HTTP 404). */
  readonly path: string;
  /** The server's CONNECTED `heart-beat`: it can send every `outgoingMs` and wants to receive every `incomingMs`. */
  readonly heartBeat?: { readonly outgoingMs: number; readonly incomingMs: number };
  /** Client heart-beats are required at least this often whatever the client offered; default 30 s. */
  readonly maxHeartBeatIntervalMs?: number;
  /** WebSocket pings to find dead peers; default every 30 s, 0 = none. */
  readonly pingIntervalMs?: number;
  readonly frameLimits?: Partial<FrameLimits>;
  /** UTF-8 bytes of destinations, subscription and ack ids and receipts; default 256. */
  readonly maxIdBytes?: number;
  /** Per session; default 32. */
  readonly maxSubscriptions?: number;
  /** Per session; default 64. */
  readonly maxQueuedFrames?: number;
  /** Frames per second per session; default 50 with a burst of 100. Excess gets an ERROR and a close. */
  readonly rateLimit?: RateLimit;
  /** Unread bytes a session may hold; default 64 KiB. Beyond it the session gets an ERROR and close 1008. */
  readonly outboundBufferBytes?: number;
  /** Open sessions per principal on this server; default 8. Further upgrades get HTTP 429. */
  readonly maxSessionsPerPrincipal?: number;
  /** Open WebSockets per client address (IPv6: per /64); default 64, 0 = no limit. Further upgrades get 429. */
  readonly maxSocketsPerIp?: number;
  /** Upgrades per client address per minute; default 600, 0 = no limit. Further upgrades get 429. */
  readonly upgradesPerIpPerMinute?: number;
  /** Open WebSockets on this server; default 10,000 and at most 3/4 of the open-file limit. Further get 503. */
  readonly maxOpenSockets?: number;
  /** Whose X-Forwarded-For and X-Forwarded-Host to believe, as Fastify's `trustProxy`; default nobody. */
  readonly trustProxy?: TrustProxy;
  /** Page origins allowed besides the request's own host and loopback pages; other Origins get HTTP 403. */
  readonly allowedOrigins?: readonly string[];
  /** Time allowed between opening the WebSocket and the CONNECT frame; default 10 s. */
  readonly connectTimeoutMs?: number;
  /** How long a close handshake may take before the connection is cut; default 5 s. */
  readonly closeTimeoutMs?: number;
  /** How long close() waits for pending receipts, then again for each close handshake; default 5 s. */
  readonly shutdownTimeoutMs?: number;
  /** The `server` header of CONNECTED (`name/version`); default `stomp-server/0.1`. */
  readonly serverName?: string;
  /** Where warnings go (a pino logger fits); default the console. */
  readonly logger?: StompLogger;
}

export interface StompServer {
  /** Number of open STOMP sessions. */
  readonly sessionCount: number;
  /** Number of admitted WebSocket connections (including those still in their handshake). */
  readonly openSockets: number;
  /** Bytes waiting in all sessions' send buffers. */
  readonly outboundBufferedBytes: number;
  /** Refuses new upgrades, drains and closes every session with 1012, then detaches from the HTTP server. */
  close(): Promise<void>;
}

/** Room for the WebSocket layer beyond the largest STOMP frame so oversize frames get a STOMP ERROR. */
const PAYLOAD_MARGIN_BYTES = 4 * 1024;

const REASONS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

const consoleLogger: StompLogger = {
  warn: (context, message) => console.warn(message, context),
};

function refuseUpgrade(socket: Duplex, status: number): void {
  socket.on('error', () => socket.destroy());
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${REASONS[status] ?? ''}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function sessionOptions(options: StompServerOptions): StompSessionOptions {
  const defaults = STOMP_SERVER_DEFAULTS;
  return {
    heartBeat: options.heartBeat ?? defaults.heartBeat,
    maxHeartBeatIntervalMs: options.maxHeartBeatIntervalMs ?? defaults.maxHeartBeatIntervalMs,
    pingIntervalMs: options.pingIntervalMs ?? defaults.pingIntervalMs,
    frameLimits: { ...defaults.frameLimits, ...options.frameLimits },
    maxIdBytes: options.maxIdBytes ?? defaults.maxIdBytes,
    maxSubscriptions: options.maxSubscriptions ?? defaults.maxSubscriptions,
    maxQueuedFrames: options.maxQueuedFrames ?? defaults.maxQueuedFrames,
    rateLimit: options.rateLimit ?? defaults.rateLimit,
    outboundBufferBytes: options.outboundBufferBytes ?? defaults.outboundBufferBytes,
    connectTimeoutMs: options.connectTimeoutMs ?? defaults.connectTimeoutMs,
    closeTimeoutMs: options.closeTimeoutMs ?? defaults.closeTimeoutMs,
    serverName: options.serverName ?? defaults.serverName,
    logger: options.logger ?? consoleLogger,
  };
}

function createAdmission(options: StompServerOptions, logger: StompLogger): UpgradeAdmission {
  const configured = options.maxOpenSockets ?? STOMP_SERVER_DEFAULTS.maxOpenSockets;
  const maxOpenSockets = socketCeiling(configured, readOpenFileLimit());
  if (maxOpenSockets < configured) {
    logger.warn({ configured, maxOpenSockets }, 'open WebSockets capped below the open-file limit');
  }
  return new UpgradeAdmission({
    maxOpenSockets,
    maxSocketsPerIp: options.maxSocketsPerIp ?? STOMP_SERVER_DEFAULTS.maxSocketsPerIp,
    upgradesPerIpPerMinute: options.upgradesPerIpPerMinute ?? STOMP_SERVER_DEFAULTS.upgradesPerIpPerMinute,
    maxSessionsPerPrincipal: options.maxSessionsPerPrincipal ?? STOMP_SERVER_DEFAULTS.maxSessionsPerPrincipal,
  });
}

/** Serves STOMP 1.2 over WebSocket on `path` of an existing HTTP server (sharing its port with REST). */
export function attachStompServer(httpServer: Server, options: StompServerOptions): StompServer {
  const { path } = options;
  const perSession = sessionOptions(options);
  const shutdownTimeoutMs = options.shutdownTimeoutMs ?? STOMP_SERVER_DEFAULTS.shutdownTimeoutMs;
  const sessions = new Set<StompSession>();
  const admission = createAdmission(options, perSession.logger);
  const trust = trustFunction(options.trustProxy ?? false);
  const originAllowed = createOriginPolicy(options.allowedOrigins ?? []);
  let accepting = true;
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: perSession.frameLimits.maxFrameBytes + PAYLOAD_MARGIN_BYTES,
    handleProtocols: (offered) => selectStompSubprotocol(offered),
  });

  const startSession = (socket: WebSocket, principal: string, clientAddress: string): void => {
    if (!accepting) {
      socket.close(CLOSE_SERVICE_RESTART, 'service restart');
      return;
    }
    const session = new StompSession(socket, principal, clientAddress, options.application, perSession);
    sessions.add(session);
    void session.closed.then(() => sessions.delete(session));
  };

  /** Checks run cheapest first; nothing is counted for a request refused before the budgets. */
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== path) {
      if (httpServer.listenerCount('upgrade') === 1) {
        refuseUpgrade(socket, 404);
      }
      return;
    }
    if (!accepting) {
      refuseUpgrade(socket, 503);
      return;
    }
    if (!originAllowed(request, trust(request.socket.remoteAddress ?? '', 0))) {
      refuseUpgrade(socket, 403);
      return;
    }
    const principal = options.authenticate(request, url);
    if (principal === undefined) {
      refuseUpgrade(socket, 400);
      return;
    }
    const clientAddress = clientAddressKey(request, trust);
    const admitted = admission.admit(clientAddress, principal);
    if (!admitted.admitted) {
      refuseUpgrade(socket, admitted.status);
      return;
    }
    // The TCP socket closes whether the handshake fails or the session ends later, so the slots are always freed.
    socket.once('close', admitted.release);
    wss.handleUpgrade(request, socket, head, (ws) => startSession(ws, principal, clientAddress));
  };

  httpServer.on('upgrade', onUpgrade);

  return {
    get sessionCount() {
      return sessions.size;
    },
    get openSockets() {
      return admission.openSockets;
    },
    get outboundBufferedBytes() {
      let total = 0;
      for (const session of sessions) {
        total += session.bufferedBytes;
      }
      return total;
    },
    async close() {
      accepting = false;
      await Promise.all([...sessions].map((session) => session.shutdown(shutdownTimeoutMs)));
      httpServer.off('upgrade', onUpgrade);
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
