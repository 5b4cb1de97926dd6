import { randomUUID } from 'node:crypto';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { APP_DESTINATIONS } from '@name-swiper/contract/realtime';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/database';
import { openScratchDatabase } from '../../../test/test-database';
import { connectStompClient } from '../../../test/stomp-test-client';
import { DEFAULT_SECURITY } from './security-config';
import { sharedDatabase } from '../../../test/shared-database';

const TIMEOUTS = { requestMs: 600, keepAliveMs: 600, checkIntervalMs: 100 };
/** The longest a slow client may hold its socket: the timeout, one check interval, and slack for a busy machine. */
const CUT_WITHIN_MS = TIMEOUTS.requestMs + TIMEOUTS.checkIntervalMs + 900;
/** How long the attacker keeps trying before the test gives up on the server. */
const GIVE_UP_MS = 5_000;
const TRICKLE_EVERY_MS = 100;
/** Node keeps an idle keep-alive socket this much longer than keepAliveTimeout, so clients see the close first. */
const NODE_KEEP_ALIVE_GRACE_MS = 1_000;

let database: DatabaseHandle;
let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  database = openScratchDatabase(sharedDatabase());
  app = await buildApp({
    db: database.db,
    webDistDir: '/nonexistent',
    security: { ...DEFAULT_SECURITY, timeouts: TIMEOUTS },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address: AddressInfo | string | null = app.server.address();
  port = typeof address === 'object' && address !== null ? address.port : 0;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

interface SlowClientOutcome {
  /** The status line the server answered with, if any. */
  statusLine: string | undefined;
  /** How long after connecting the server closed the socket; undefined if it was still open when we gave up. */
  closedAfterMs: number | undefined;
  bytesTrickled: number;
}

/**
 * Opens a raw TCP connection, sends `head` at once, then `trickle` one byte every 100 ms, and watches what the
 * server does. Stops at the close or after GIVE_UP_MS, whichever comes first.
 */
function slowClient(head: string, trickle: string): Promise<SlowClientOutcome> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let bytesTrickled = 0;
    const statusLine = () => (received.includes('\r\n') ? received.split('\r\n', 1)[0] : undefined);
    const ticker = setInterval(() => {
      const byte = trickle[bytesTrickled];
      if (byte !== undefined && socket.writable) {
        socket.write(byte);
        bytesTrickled += 1;
      }
    }, TRICKLE_EVERY_MS);
    const finish = (closedAfterMs: number | undefined) => {
      clearInterval(ticker);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ statusLine: statusLine(), closedAfterMs, bytesTrickled });
    };
    const giveUp = setTimeout(() => finish(undefined), GIVE_UP_MS);
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => finish(Date.now() - started));
    socket.write(head);
  });
}

describe('slow clients', () => {
  it('answers a request body trickled one byte at a time with 408 and closes the socket', async () => {
    const body = JSON.stringify({ name: 'Slow Loris, trickling a body one byte at a time' });
    const head = [
      `PUT /api/device/name?deviceId=${randomUUID()} HTTP/1.1`,
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      '',
      '',
    ].join('\r\n');

    const outcome = await slowClient(head, body);

    expect(outcome.statusLine).toBe('HTTP/1.1 408 Request Timeout');
    expect(outcome.closedAfterMs).toBeLessThan(CUT_WITHIN_MS);
    expect(outcome.bytesTrickled).toBeLessThan(body.length);
  });

  it('answers headers trickled one byte at a time with 408 and closes the socket', async () => {
    const outcome = await slowClient(
      'GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      `X-Slow: ${'z'.repeat(100)}\r\n\r\n`,
    );

    expect(outcome.statusLine).toBe('HTTP/1.1 408 Request Timeout');
    expect(outcome.closedAfterMs).toBeLessThan(CUT_WITHIN_MS);
  });

  it('closes a keep-alive connection left idle after its request', async () => {
    const outcome = await slowClient(
      'GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n',
      '',
    );

    expect(outcome.statusLine).toBe('HTTP/1.1 200 OK');
    expect(outcome.closedAfterMs).toBeLessThan(TIMEOUTS.keepAliveMs + NODE_KEEP_ALIVE_GRACE_MS + 900);
  });

  it('keeps a STOMP session open and working long past the request and keep-alive timeouts', async () => {
    const device = await connectStompClient(
      (deviceId) => `ws://127.0.0.1:${port}/api/ws?deviceUuid=${deviceId}`,
    );
    const closeCodes: number[] = [];
    device.client.onWebSocketClose = (event: { code: number }) => closeCodes.push(event.code);
    try {
      await new Promise((resolve) => setTimeout(resolve, 4 * CUT_WITHIN_MS));
      await device.send(APP_DESTINATIONS.vote, { nameId: 'emma', approved: true });
      expect(closeCodes).toEqual([]);
    } finally {
      await device.close();
    }
  }, 20_000);
});
