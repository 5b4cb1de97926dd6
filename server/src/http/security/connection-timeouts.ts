import type { ServerOptions } from 'node:http';

/** How long a client may take over a request, and may leave a connection idle between requests. */
export interface ConnectionTimeouts {
  /** Headers and body of one request must arrive within this, or the answer is 408 and the socket closes. */
  requestMs: number;
  /** A keep-alive connection with no request in flight is closed after this. */
  keepAliveMs: number;
  /** How often Node looks for requests past their deadline. */
  checkIntervalMs: number;
}

export const DEFAULT_CONNECTION_TIMEOUTS: ConnectionTimeouts = {
  requestMs: 10_000,
  // Fastify's own default: longer than the 60 s idle timeout of common proxies, so they never reuse a closing socket.
  keepAliveMs: 72_000,
  // Node's default (30 s) would let a slow request hold its socket up to that much past its deadline.
  checkIntervalMs: 1_000,
};

/**
 * Fastify's options for the timeouts. Node's checks end when a request has fully arrived, so a slow handler is
 * not cut, and they never see a socket upgraded to a WebSocket.
 */
export function connectionTimeoutOptions(timeouts: ConnectionTimeouts): {
  requestTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
} {
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      requestTimeout: timeouts.requestMs,
      headersTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
  };
}
