import { isUtf8 } from 'node:buffer';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { WebSocket } from 'ws';
import { FrameParser, rawDataToBuffer } from '@name-swiper/stomp-server';
import type { FuzzScript } from './stomp-fuzz-frames';

export type FuzzOutcome =
  /** The upgrade was answered with an HTTP error (bad device id, too many sessions). */
  | 'refused'
  /** The server sent ERROR and then closed. */
  | 'error-then-close'
  /** The server closed without a STOMP ERROR (e.g. WebSocket-level: oversize or invalid UTF-8 message). */
  | 'closed'
  /** Still open after the script: everything was accepted or ignored. */
  | 'ignored';

export interface FuzzResult {
  readonly outcome: FuzzOutcome;
  /** Fuzz messages sent before the server's close arrived (the CONNECT in front of a script not counted). */
  readonly messagesSent: number;
  readonly receipts: number;
  /** Server output that is not valid STOMP, or an ERROR not followed by a close. */
  readonly anomalies: readonly string[];
}

const VALID_CONNECT = 'CONNECT\naccept-version:1.2\nhost:localhost\nheart-beat:0,0\n\n\0';
/** How long a connection is watched after its last message for the server's reaction. */
const SETTLE_MS = 150;
/** An ERROR must be followed by a close; a slow machine gets this long for it. */
const CLOSE_AFTER_ERROR_MS = 5_000;

function settled(closed: Promise<void>, ms: number): Promise<boolean> {
  return Promise.race([
    closed.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);
}

let connections = 0;

/** A fresh loopback address per connection, so per-address limits never stand in for the protocol checks. */
function nextLoopbackAddress(): string {
  connections += 1;
  return `127.2.${Math.floor(connections / 250) % 250}.${(connections % 250) + 1}`;
}

/** Every UTF-8 byte as %XX; unlike encodeURIComponent it accepts lone surrogates. */
function percentEncode(value: string): string {
  return [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

function opened(socket: WebSocket): Promise<boolean> {
  return new Promise((resolve) => {
    socket.once('open', () => resolve(true));
    socket.once('unexpected-response', (request) => {
      request.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Plays one script over a raw `ws` connection and classifies how the server dealt with it. */
export async function runFuzzScript(baseWsUrl: string, script: FuzzScript): Promise<FuzzResult> {
  const url = `${baseWsUrl}?deviceUuid=${percentEncode(script.deviceUuid)}`;
  const socket = new WebSocket(url, ['v12.stomp', 'v11.stomp'], {
    handshakeTimeout: 10_000,
    localAddress: nextLoopbackAddress(),
  });
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  if (!(await opened(socket))) {
    socket.terminate();
    return { outcome: 'refused', messagesSent: 0, receipts: 0, anomalies: [] };
  }
  const parser = new FrameParser({ maxFrameBytes: 1024 * 1024 });
  const anomalies: string[] = [];
  let sawError = false;
  let receipts = 0;
  socket.on('message', (data) => {
    for (const event of parser.push(rawDataToBuffer(data))) {
      if (event.type === 'error') {
        anomalies.push(`unparsable server output: ${event.message}`);
      }
      if (event.type === 'frame') {
        sawError ||= event.frame.command === 'ERROR';
        receipts += event.frame.command === 'RECEIPT' ? 1 : 0;
      }
    }
  });
  if (script.connectFirst) {
    socket.send(VALID_CONNECT);
  }
  let messagesSent = 0;
  for (const message of script.messages) {
    if (socket.readyState !== WebSocket.OPEN) {
      break;
    }
    socket.send(message, { binary: !isUtf8(message) });
    messagesSent += 1;
    // Lets the server react, so a closed session is noticed and counted messages were read while it lived.
    await nextTurn();
  }
  let closedInTime = await settled(closed, SETTLE_MS);
  if (!closedInTime && sawError) {
    closedInTime = await settled(closed, CLOSE_AFTER_ERROR_MS);
    if (!closedInTime) {
      anomalies.push('ERROR without a close');
    }
  }
  if (!closedInTime) {
    socket.terminate();
    return { outcome: 'ignored', messagesSent, receipts, anomalies };
  }
  return { outcome: sawError ? 'error-then-close' : 'closed', messagesSent, receipts, anomalies };
}
