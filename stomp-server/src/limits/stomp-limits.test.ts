import { afterEach, describe, expect, it, vi } from 'vitest';
import { getHeader } from '../frames/frame';
import { deferred } from '../testing/deferred';
import { RawStompClient } from '../testing/raw-client';
import { startTestServer } from '../testing/test-server';
import type { TestServer } from '../testing/test-server';
import { upgradeStatus } from '../testing/upgrade-status';

const OTHER_DEVICE = '0b7e6a52-9c1d-4f3e-a2b4-c5d6e7f80912';

let server: TestServer | undefined;
const clients: RawStompClient[] = [];

async function open(url: string): Promise<RawStompClient> {
  const client = await RawStompClient.open(url);
  clients.push(client);
  return client;
}

afterEach(async () => {
  for (const client of clients.splice(0)) {
    client.close();
  }
  await server?.close();
  server = undefined;
});

async function expectErrorThenClose(client: RawStompClient, message: RegExp): Promise<void> {
  const frame = await client.nextFrame();
  expect(frame.command).toBe('ERROR');
  expect(getHeader(frame, 'message')).toMatch(message);
  expect((await client.closed).code).toBe(1002);
}

function sendFrame(receipt: string): string {
  return `SEND\ndestination:/app/x\nreceipt:${receipt}\n\n{}\0`;
}

describe('sessions per device', () => {
  it('refuses the upgrade beyond the limit with HTTP 429, per device, until a session closes', async () => {
    const running = await startTestServer({ maxSessionsPerPrincipal: 2 });
    server = running;
    const first = await open(running.url());
    await first.connect();
    await (await open(running.url())).connect();

    expect(await upgradeStatus(running.port, `/api/ws?deviceUuid=${OTHER_DEVICE}`)).toBe(101);
    await expect(RawStompClient.open(running.url())).rejects.toThrow(/429/);

    first.close();
    await vi.waitFor(async () => (await open(running.url())).connect(), { timeout: 10_000, interval: 50 });
  });

  it('frees the slot of an upgrade whose handshake fails', async () => {
    const running = await startTestServer({ maxSessionsPerPrincipal: 1 });
    server = running;
    const path = `/api/ws?deviceUuid=${OTHER_DEVICE}`;
    expect(await upgradeStatus(running.port, path, { 'Sec-WebSocket-Version': '99' })).toBe(400);
    await vi.waitFor(async () => (await open(running.url(OTHER_DEVICE))).connect(), {
      timeout: 10_000,
      interval: 50,
    });
  });
});

describe('frames per second per session', () => {
  it('allows the burst, then answers the next frame with ERROR and a close', async () => {
    // A negligible refill keeps this independent of how slow the machine is.
    server = await startTestServer({ rateLimit: { perSecond: 0.001, burst: 5 } });
    const client = await open(server.url());
    await client.connect();
    for (const receipt of ['1', '2', '3', '4']) {
      client.send(sendFrame(receipt));
      expect(getHeader(await client.nextFrame(), 'receipt-id')).toBe(receipt);
    }
    client.send(sendFrame('5'));
    await expectErrorThenClose(client, /Too many frames per second/);
  });

  it('counts every frame of a message, so packing frames together does not get around it', async () => {
    server = await startTestServer({ rateLimit: { perSecond: 50, burst: 100 } });
    const client = await open(server.url());
    await client.connect();
    client.send(Array.from({ length: 101 }, (_, index) => sendFrame(String(index))).join(''));
    await expectErrorThenClose(client, /Too many frames per second/);
    expect(server.app.sends.pending).toBe(0);
  });

  it('counts heart-beat-only messages, so a flood of EOLs is cut off too', async () => {
    server = await startTestServer({ rateLimit: { perSecond: 0.001, burst: 10 } });
    const client = await open(server.url());
    await client.connect();
    for (let beat = 0; beat < 10; beat += 1) {
      client.send('\n');
    }
    await expectErrorThenClose(client, /Too many frames per second/);
  });
});

describe('frame limits on the wire', () => {
  it('answers more than 64 headers with ERROR and a close', async () => {
    server = await startTestServer();
    const client = await open(server.url());
    await client.connect();
    const headers = Array.from({ length: 65 }, (_, index) => `h${index}:v\n`).join('');
    client.send(`SEND\ndestination:/a\n${headers}\n\0`);
    await expectErrorThenClose(client, /More than 64 headers/);
  });

  it('answers a header line over 8 KiB with ERROR and a close', async () => {
    server = await startTestServer();
    const client = await open(server.url());
    await client.connect();
    client.send(`SEND\ndestination:/a\nhuge:${'h'.repeat(9 * 1024)}\n\n\0`);
    await expectErrorThenClose(client, /Line exceeds 8192 bytes/);
  });

  it('closes with 1009 on a WebSocket message far beyond the frame limit, without reading it', async () => {
    server = await startTestServer();
    const client = await open(server.url());
    await client.connect();
    client.send(Buffer.alloc(1024 * 1024, 0x41));
    expect((await client.closed).code).toBe(1009);
  });

  it('answers more frames waiting behind a slow SEND than allowed with ERROR and a close', async () => {
    const running = await startTestServer({ maxQueuedFrames: 2 });
    server = running;
    const commit = deferred();
    running.app.onSendImpl = () => commit.promise;
    const client = await open(running.url());
    await client.connect();
    client.send(['a', 'b', 'c'].map(sendFrame).join(''));
    await expectErrorThenClose(client, /Too many frames awaiting processing/);
    commit.resolve();
  });
});
