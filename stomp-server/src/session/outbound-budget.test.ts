import { afterEach, expect, it, vi } from 'vitest';
import { getHeader } from '../frames/frame';
import { RawStompClient } from '../testing/raw-client';
import { startTestServer } from '../testing/test-server';
import type { TestServer } from '../testing/test-server';
import type { StompSessionHandle } from '../types';

const BUDGET_BYTES = 64 * 1024;
const MESSAGE_BYTES = 16 * 1024;
/** Far more than the kernel's socket buffers on loopback hold, so the server's own buffer must fill up. */
const MAX_MESSAGES = 4_000;

let server: TestServer | undefined;
let client: RawStompClient | undefined;

afterEach(async () => {
  client?.close();
  await server?.close();
  server = undefined;
  client = undefined;
});

/** A connected client subscribed to /queue/news that has stopped reading, and its server-side session. */
async function nonReadingClient(
  running: TestServer,
): Promise<{ reader: RawStompClient; session: StompSessionHandle }> {
  const reader = await RawStompClient.open(running.url());
  client = reader;
  await reader.connect();
  reader.send('SUBSCRIBE\nid:0\ndestination:/queue/news\nreceipt:subscribed\n\n\0');
  expect(getHeader(await reader.nextFrame(), 'receipt-id')).toBe('subscribed');
  const session = await running.app.connects.next();
  reader.socket.pause();
  return { reader, session };
}

/** Sends 16 KiB messages until the session refuses them (or MAX_MESSAGES), noting the most the server buffered. */
function flood(
  running: TestServer,
  session: StompSessionHandle,
): { delivered: number; mostBuffered: number } {
  const body = Buffer.alloc(MESSAGE_BYTES, 0x61);
  let delivered = 0;
  let mostBuffered = 0;
  while (delivered < MAX_MESSAGES && session.send('/queue/news', body) > 0) {
    delivered += 1;
    mostBuffered = Math.max(mostBuffered, running.stomp.outboundBufferedBytes);
  }
  return { delivered, mostBuffered };
}

it('stops sending to a client that does not read, keeps the buffer within the budget and closes it', async () => {
  const running = await startTestServer({ outboundBufferBytes: BUDGET_BYTES });
  server = running;
  const { reader, session } = await nonReadingClient(running);

  const { delivered, mostBuffered } = flood(running, session);
  console.info(
    `slow consumer: ${delivered} messages of 16 KiB accepted, at most ${mostBuffered} bytes buffered`,
  );

  expect(delivered).toBeLessThan(MAX_MESSAGES);
  expect(mostBuffered).toBeLessThanOrEqual(BUDGET_BYTES);
  reader.socket.resume();
  let last = await reader.nextFrame();
  while (last.command === 'MESSAGE') {
    last = await reader.nextFrame();
  }
  expect(last.command).toBe('ERROR');
  expect(getHeader(last, 'message')).toMatch(/not reading/);
  expect((await reader.closed).code).toBe(1008);
});

it('terminates a slow consumer that never reads again, freeing its buffer', async () => {
  const running = await startTestServer({ outboundBufferBytes: BUDGET_BYTES, closeTimeoutMs: 100 });
  server = running;
  const { session } = await nonReadingClient(running);

  expect(flood(running, session).delivered).toBeLessThan(MAX_MESSAGES);

  await vi.waitFor(() => expect(running.stomp.sessionCount).toBe(0), { timeout: 5_000 });
  expect(running.stomp.outboundBufferedBytes).toBe(0);
});
