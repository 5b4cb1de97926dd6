import type { FrameLimits } from './frame-limits';
import type { RateLimit } from './token-bucket';

/** What the application sees of one connected STOMP session. */
export interface StompSessionHandle {
  readonly sessionId: string;
  readonly deviceId: string;
  /**
   * Delivers a MESSAGE to each of this session's subscriptions on exactly `destination`.
   * Returns how many were sent (0 when not subscribed, or once the session is closing).
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
  /** Frames received but not yet handled (e.g. behind a slow SEND handler). */
  readonly maxQueuedFrames: number;
  /** Frames per second from the client; exceeding it gets an ERROR and a close. */
  readonly rateLimit: RateLimit;
  /** Time allowed between opening the WebSocket and the CONNECT frame. */
  readonly connectTimeoutMs: number;
  /** Value of the `server` header in CONNECTED. */
  readonly serverName: string;
  readonly logger: StompLogger;
}
