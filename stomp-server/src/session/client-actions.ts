import { echoPrefix } from '../frames/client-text';
import { getHeader, isClientCommand } from '../frames/frame';
import type { StompFrame } from '../frames/frame';

/** What a client frame received after CONNECT asks for, once it has passed protocol validation. */
export type ClientAction =
  | { readonly kind: 'send'; readonly destination: string }
  | { readonly kind: 'subscribe'; readonly id: string; readonly destination: string }
  | { readonly kind: 'unsubscribe'; readonly id: string }
  | { readonly kind: 'acknowledge' }
  | { readonly kind: 'disconnect' }
  | { readonly kind: 'violation'; readonly message: string };

/** Headers whose values the server keeps or sends back (MESSAGE, RECEIPT), so their length is capped. */
const CAPPED_HEADERS = ['destination', 'id', 'receipt'] as const;

function violation(message: string): ClientAction {
  return { kind: 'violation', message };
}

function missingHeaders(frame: StompFrame, names: readonly string[]): ClientAction {
  const missing = names.filter((name) => getHeader(frame, name) === undefined);
  return violation(`${frame.command} requires the header(s): ${missing.join(', ')}`);
}

function oversizeHeader(frame: StompFrame, maxIdBytes: number): ClientAction | undefined {
  for (const name of CAPPED_HEADERS) {
    const value = getHeader(frame, name);
    if (value !== undefined && Buffer.byteLength(value, 'utf8') > maxIdBytes) {
      return violation(`Header ${name} exceeds ${maxIdBytes} bytes`);
    }
  }
  return undefined;
}

function interpretSubscribe(frame: StompFrame): ClientAction {
  const id = getHeader(frame, 'id');
  const destination = getHeader(frame, 'destination');
  if (id === undefined || destination === undefined) {
    return missingHeaders(frame, ['id', 'destination']);
  }
  const ack = getHeader(frame, 'ack');
  if (ack !== undefined && ack !== 'auto') {
    return violation('Only ack:auto subscriptions are supported');
  }
  return { kind: 'subscribe', id, destination };
}

function interpretById(frame: StompFrame): ClientAction {
  const id = getHeader(frame, 'id');
  if (id === undefined) {
    return missingHeaders(frame, ['id']);
  }
  return frame.command === 'UNSUBSCRIBE' ? { kind: 'unsubscribe', id } : { kind: 'acknowledge' };
}

/**
 * Validates a frame from a connected client. Transactions are refused because this server applies
 * every SEND on its own; with only ack:auto subscriptions, ACK and NACK are accepted as no-ops.
 * Destinations, ids and receipts longer than `maxIdBytes` (UTF-8) are violations.
 */
export function interpretClientFrame(frame: StompFrame, maxIdBytes: number): ClientAction {
  const { command } = frame;
  if (!isClientCommand(command)) {
    return violation(`Unknown command: ${echoPrefix(command)}`);
  }
  if (getHeader(frame, 'transaction') !== undefined) {
    return violation('Transactions are not supported');
  }
  if (command !== 'SEND' && frame.body.length > 0) {
    return violation(`${command} frames must not have a body`);
  }
  const oversize = oversizeHeader(frame, maxIdBytes);
  if (oversize !== undefined) {
    return oversize;
  }
  switch (command) {
    case 'SEND': {
      const destination = getHeader(frame, 'destination');
      return destination === undefined
        ? missingHeaders(frame, ['destination'])
        : { kind: 'send', destination };
    }
    case 'SUBSCRIBE':
      return interpretSubscribe(frame);
    case 'UNSUBSCRIBE':
    case 'ACK':
    case 'NACK':
      return interpretById(frame);
    case 'DISCONNECT':
      return { kind: 'disconnect' };
    case 'CONNECT':
    case 'STOMP':
      return violation('Already connected');
    case 'BEGIN':
    case 'COMMIT':
    case 'ABORT':
      return violation('Transactions are not supported');
  }
}
