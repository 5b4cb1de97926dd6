import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STOMP_SERVER_DEFAULTS } from '../defaults';
import { getHeader } from '../frames/frame';
import type { StompFrame } from '../frames/frame';
import { RawStompClient } from '../testing/raw-client';
import { startTestServer } from '../testing/test-server';
import type { TestServer } from '../testing/test-server';

/** What an ERROR may carry besides the echoed prefix of client input (its own wording). */
const OWN_WORDING_CHARS = 80;
const MAX_ECHO_CHARS = 64;

let server: TestServer;
let client: RawStompClient;

beforeEach(async () => {
  server = await startTestServer();
  client = await RawStompClient.open(server.url());
});

afterEach(async () => {
  client.close();
  await server.close();
});

async function expectErrorThenClose(message: RegExp): Promise<StompFrame> {
  const frame = await client.nextFrame();
  expect(frame.command).toBe('ERROR');
  expect(getHeader(frame, 'message')).toMatch(message);
  expect((await client.closed).code).toBe(1002);
  return frame;
}

function expectShortMessage(frame: StompFrame): void {
  const message = getHeader(frame, 'message') ?? '';
  expect(message.length).toBeLessThanOrEqual(OWN_WORDING_CHARS + MAX_ECHO_CHARS);
  expect(frame.body.length).toBeLessThanOrEqual(4 * (OWN_WORDING_CHARS + MAX_ECHO_CHARS));
}

const tooLong = 'x'.repeat(STOMP_SERVER_DEFAULTS.maxIdBytes + 1);
const longest = 'x'.repeat(STOMP_SERVER_DEFAULTS.maxIdBytes);

describe('one subscription per destination', () => {
  it('answers a second SUBSCRIBE to the same destination with ERROR and a close', async () => {
    await client.connect();
    client.send(
      'SUBSCRIBE\nid:a\ndestination:/queue/errors\n\n\0SUBSCRIBE\nid:b\ndestination:/queue/errors\n\n\0',
    );
    await expectErrorThenClose(/already subscribed/i);
  });

  it('allows the destination again after UNSUBSCRIBE', async () => {
    await client.connect();
    client.send(
      'SUBSCRIBE\nid:a\ndestination:/q\n\n\0UNSUBSCRIBE\nid:a\n\n\0SUBSCRIBE\nid:b\ndestination:/q\nreceipt:r\n\n\0',
    );
    expect(getHeader(await client.nextFrame(), 'receipt-id')).toBe('r');
  });
});

describe('ids, receipts and destinations are capped', () => {
  it(`accepts ${STOMP_SERVER_DEFAULTS.maxIdBytes} bytes`, async () => {
    await client.connect();
    client.send(`SUBSCRIBE\nid:${longest}\ndestination:/${longest.slice(1)}\nreceipt:${longest}\n\n\0`);
    expect(getHeader(await client.nextFrame(), 'receipt-id')).toBe(longest);
  });

  it.each([
    ['a subscription id', `SUBSCRIBE\nid:${tooLong}\ndestination:/q\n\n\0`, /id/],
    ['a destination', `SUBSCRIBE\nid:1\ndestination:/${tooLong}\n\n\0`, /destination/],
    ['a SEND destination', `SEND\ndestination:/${tooLong}\n\n{}\0`, /destination/],
    ['an UNSUBSCRIBE id', `UNSUBSCRIBE\nid:${tooLong}\n\n\0`, /id/],
    ['an ACK id', `ACK\nid:${tooLong}\n\n\0`, /id/],
  ])('answers %s over the cap with ERROR and a close', async (_what, frame, message) => {
    await client.connect();
    client.send(frame);
    expectShortMessage(await expectErrorThenClose(message));
  });

  it('answers a receipt over the cap with ERROR without echoing it', async () => {
    await client.connect();
    client.send(`SEND\ndestination:/q\nreceipt:${tooLong}\n\n{}\0`);
    const error = await expectErrorThenClose(/receipt/);
    expect(getHeader(error, 'receipt-id')).toBeUndefined();
  });
});

describe('ERROR frames echo at most a short prefix of client input', () => {
  const huge = 'y'.repeat(8_000);

  it.each([
    ['an unknown command', () => `${huge}\n\n\0`],
    ['a command before CONNECT', () => `${huge}\n\n\0`],
    ['a malformed content-length', () => `SEND\ndestination:/q\ncontent-length:${huge}\n\n\0`],
  ])('for %s', async (what, frame) => {
    if (what !== 'a command before CONNECT') {
      await client.connect();
    }
    client.send(frame());
    const error = await client.nextFrame();
    expect(error.command).toBe('ERROR');
    expectShortMessage(error);
    expect(getHeader(error, 'message')).toContain('y'.repeat(MAX_ECHO_CHARS));
    expect(getHeader(error, 'message')).not.toContain('y'.repeat(MAX_ECHO_CHARS + 1));
  });
});
