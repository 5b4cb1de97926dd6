import type { FrameLimits } from './frames/frame-limits';
import type { RateLimit } from './limits/token-bucket';

/** What the application sees of one connected STOMP session. */
export interface StompSessionHandle {
  readonly sessionId: string;
  /** Who opened the session, as `authenticate` named them. */
  readonly principal: string;
  /** The client's address as REST sees it (X-Forwarded-For only from a trusted proxy), keyed: IPv6 by its /64. */
  readonly clientAddress: string;
  /**
   * Delivers a MESSAGE to this session's subscription on exactly `destination` (a session subscribes to a
   * destination at most once). Returns how many were sent: 1, or 0 when not subscribed, once the session is
   * closing, or when the client has more than its outbound budget unread (the session is then closed).
   */
  send(destination: string, body: string | Uint8Array, contentType?: string): number;
  isSubscribed(destination: string): boolean;
}

export interface StompApplication {
  onConnect(session: StompSessionHandle): void;
  /** Called after the subscription is registered, so `session.send` already reaches it. */
  onSubscribe?(session: StompSessionHandle, destination: string): void;
  /** The RECEIPT (if requested) is sent after this resolves; if it rejects, the error is logged and no RECEIPT is sent. */
  onSend(
    session: StompSessionHandle,
    destination: string,
    body: Buffer,
    headers: Readonly<Record<string, string>>,
  ): Promise<void>;
  /** Called once when the socket of a session that reached onConnect has closed. */
  onDisconnect(session: StompSessionHandle): void;
}

/** Structurally compatible with pino and console-like loggers. */
export interface StompLogger {
  warn(context: Record<string, unknown>, message: string): void;
}

export interface StompSessionOptions {
  /** The server's own `heart-beat` header: can send every `outgoingMs`, wants every `incomingMs`. */
  readonly heartBeat: { readonly outgoingMs: number; readonly incomingMs: number };
  readonly frameLimits: FrameLimits;
  readonly maxSubscriptions: number;
  /** UTF-8 bytes of a destination, a subscription or ack id and a receipt. */
  readonly maxIdBytes: number;
  /** Frames received but not yet handled (e.g. behind a slow SEND handler). */
  readonly maxQueuedFrames: number;
  /** Frames per second from the client; exceeding it gets an ERROR and a close. */
  readonly rateLimit: RateLimit;
  /** Time allowed between opening the WebSocket and the CONNECT frame. */
  readonly connectTimeoutMs: number;
  /** Client heart-beats are required at least this often, whatever the client offered. */
  readonly maxHeartBeatIntervalMs: number;
  /** WebSocket pings; 0 = none. */
  readonly pingIntervalMs: number;
  /** Bytes that may wait unread by the client before the session is closed as a slow consumer. */
  readonly outboundBufferBytes: number;
  /** How long a close handshake may take before the connection is cut. */
  readonly closeTimeoutMs: number;
  /** Value of the `server` header in CONNECTED. */
  readonly serverName: string;
  readonly logger: StompLogger;
}
