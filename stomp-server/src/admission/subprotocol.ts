/** STOMP WebSocket subprotocols we answer to, most preferred first. */
export const STOMP_SUBPROTOCOLS = ['v12.stomp', 'v11.stomp', 'v10.stomp'] as const;

/**
 * `handleProtocols` for ws: the best STOMP subprotocol the client offered, or false (no
 * Sec-WebSocket-Protocol header) when it offered none we know. The STOMP version itself is settled by
 * CONNECT's accept-version, so a v10.stomp client may still end up on 1.1 or 1.2.
 */
export function selectStompSubprotocol(offered: ReadonlySet<string>): string | false {
  return STOMP_SUBPROTOCOLS.find((protocol) => offered.has(protocol)) ?? false;
}
