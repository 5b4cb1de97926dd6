/**
 * Thrown by an application's onSend to refuse the SEND the STOMP way: an ERROR frame with this message and a
 * close, no RECEIPT (a client that keeps unacknowledged frames resends them after reconnecting).
 */
export class FrameRefused extends Error {
  override readonly name = 'FrameRefused';
}
