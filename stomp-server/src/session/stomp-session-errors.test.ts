import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getHeader } from '../frames/frame';
import { RawStompClient } from '../testing/raw-client';
import { startTestServer } from '../testing/test-server';
import type { TestServer } from '../testing/test-server';

let server: TestServer;
let client: RawStompClient;

beforeEach(async () => {
  server = await startTestServer({ maxSubscriptions: 2 });
  client = await RawStompClient.open(server.url());
});

afterEach(async () => {
  client.close();
  await server.close();
});

async function expectErrorThenClose(message: RegExp): Promise<string | undefined> {
  const frame = await client.nextFrame();
  expect(frame.command).toBe('ERROR');
  expect(getHeader(frame, 'message')).toMatch(message);
  expect(frame.body.toString()).toMatch(message);
  expect((await client.closed).code).toBe(1002);
  return getHeader(frame, 'receipt-id');
}

describe('STOMP protocol violations get ERROR and a close', () => {
  it('rejects frames before CONNECT', async () => {
    client.send('SEND\ndestination:/a\n\n\0');
    await expectErrorThenClose(/Expected CONNECT/);
  });

  it('rejects SEND without destination, echoing the receipt as receipt-id', async () => {
    await client.connect();
    client.send('SEND\nreceipt:77\n\nbody\0');
    expect(await expectErrorThenClose(/destination/)).toBe('77');
  });

  it('rejects SUBSCRIBE without destination', async () => {
    await client.connect();
    client.send('SUBSCRIBE\nid:1\n\n\0');
    expect(await expectErrorThenClose(/destination/)).toBeUndefined();
  });

  it('rejects unknown commands', async () => {
    await client.connect();
    client.send('PUBLISH\ndestination:/a\n\n\0');
    await expectErrorThenClose(/Unknown command: PUBLISH/);
  });

  it('rejects undefined header escapes', async () => {
    await client.connect();
    client.send('SEND\ndestination:/a\\t\n\n\0');
    await expectErrorThenClose(/escape/);
  });

  it('rejects a frame larger than 64 KiB', async () => {
    await client.connect();
    client.send(`SEND\ndestination:/a\n\n${'x'.repeat(64 * 1024)}\0`);
    await expectErrorThenClose(/exceeds 65536/);
  });

  it('rejects an oversize frame split across messages', async () => {
    await client.connect();
    for (let part = 0; part < 3; part += 1) {
      client.send(part === 0 ? `SEND\ndestination:/a\n\n${'x'.repeat(30_000)}` : 'y'.repeat(30_000));
    }
    await expectErrorThenClose(/exceeds/);
  });

  it('rejects more subscriptions than allowed and duplicate ids', async () => {
    await client.connect();
    client.send('SUBSCRIBE\nid:1\ndestination:/a\n\n\0SUBSCRIBE\nid:2\ndestination:/b\n\n\0');
    client.send('SUBSCRIBE\nid:3\ndestination:/c\n\n\0');
    await expectErrorThenClose(/Too many subscriptions/);
    const other = await RawStompClient.open(server.url());
    await other.connect();
    other.send('SUBSCRIBE\nid:1\ndestination:/a\n\n\0SUBSCRIBE\nid:1\ndestination:/b\n\n\0');
    const error = await other.nextFrame();
    expect(getHeader(error, 'message')).toMatch(/already in use/);
  });

  it('rejects transactions and a second CONNECT', async () => {
    await client.connect();
    client.send('BEGIN\ntransaction:t1\n\n\0');
    await expectErrorThenClose(/Transactions are not supported/);
    const other = await RawStompClient.open(server.url());
    await other.connect();
    other.send('CONNECT\naccept-version:1.2\n\n\0');
    expect(getHeader(await other.nextFrame(), 'message')).toBe('Already connected');
  });

  it('rejects a body on frames that must not have one', async () => {
    await client.connect();
    client.send('UNSUBSCRIBE\nid:1\n\nbody\0');
    await expectErrorThenClose(/must not have a body/);
  });
});

describe('CONNECT deadline', () => {
  it('sends ERROR and closes when no CONNECT arrives in time', async () => {
    const strict = await startTestServer({ connectTimeoutMs: 30 });
    try {
      const idle = await RawStompClient.open(strict.url());
      const error = await idle.nextFrame();
      expect(getHeader(error, 'message')).toMatch(/No CONNECT/);
      expect((await idle.closed).code).toBe(1002);
    } finally {
      await strict.close();
    }
  });
});
