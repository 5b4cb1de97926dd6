import { createFrame } from '../frames/frame';
import type { StompFrame } from '../frames/frame';

export function connectedFrame(
  version: string,
  heartBeat: string,
  sessionId: string,
  server: string,
): StompFrame {
  return createFrame('CONNECTED', { version, 'heart-beat': heartBeat, session: sessionId, server });
}

export function receiptFrame(receiptId: string): StompFrame {
  return createFrame('RECEIPT', { 'receipt-id': receiptId });
}

/** ERROR for a protocol violation; `receiptId` is the offending frame's receipt header, when it may be echoed. */
export function errorFrame(
  message: string,
  receiptId?: string,
  extraHeaders: Readonly<Record<string, string>> = {},
): StompFrame {
  const body = Buffer.from(message, 'utf8');
  return createFrame(
    'ERROR',
    {
      message,
      ...extraHeaders,
      'receipt-id': receiptId,
      'content-type': 'text/plain',
      'content-length': String(body.length),
    },
    body,
  );
}

export function messageFrame(
  destination: string,
  subscription: string,
  messageId: string,
  body: Buffer,
  contentType: string,
): StompFrame {
  return createFrame(
    'MESSAGE',
    {
      destination,
      subscription,
      'message-id': messageId,
      'content-type': contentType,
      'content-length': String(body.length),
    },
    body,
  );
}
