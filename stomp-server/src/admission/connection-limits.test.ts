import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { getHeader } from '../frames/frame';
import { RawStompClient } from '../testing/raw-client';
import { startTestServer } from '../testing/test-server';
import type { TestServer } from '../testing/test-server';
import { upgradeStatus } from '../testing/upgrade-status';

let server: TestServer | undefined;
const clients: RawStompClient[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) {
    client.close();
  }
  await server?.close();
  server = undefined;
});

/** Opens a connection from `localAddress` under a device id of its own (so the per-device limit stays out of it). */
async function open(running: TestServer, localAddress = '127.0.0.1'): Promise<RawStompClient> {
  const client = await RawStompClient.open(running.url(randomUUID()), undefined, { localAddress });
  clients.push(client);
  return client;
}

function path(): string {
  return `/api/ws?deviceUuid=${randomUUID()}`;
}

describe('silent sessions are reclaimed whatever heart-beat the client offers', () => {
  it('asks for client heart-beats and closes a session that offered 0,0 and stays silent', async () => {
    const running = await startTestServer({
      heartBeat: { outgoingMs: 10_000, incomingMs: 50 },
      maxHeartBeatIntervalMs: 50,
    });
    server = running;
    const client = await open(running);
    const connected = await client.connect('0,0');
    expect(getHeader(connected, 'heart-beat')).toBe('10000,50');
    const error = await client.nextFrame();
    expect(getHeader(error, 'message')).toMatch(/heart-beat/i);
    expect((await client.closed).code).toBe(1002);
  });

  it('holds a client offering a longer interval than allowed to the allowed one', async () => {
    const running = await startTestServer({
      heartBeat: { outgoingMs: 10_000, incomingMs: 50 },
      maxHeartBeatIntervalMs: 100,
    });
    server = running;
    const client = await open(running);
    await client.connect('600000,0');
    const connectedAt = Date.now();
    await client.closed;
    expect(Date.now() - connectedAt).toBeLessThan(2_000);
  });

  it('keeps a session open while the client sends heart-beats', async () => {
    const running = await startTestServer({
      heartBeat: { outgoingMs: 10_000, incomingMs: 50 },
      maxHeartBeatIntervalMs: 50,
    });
    server = running;
    const client = await open(running);
    await client.connect('50,0');
    const beating = setInterval(() => client.send('\n'), 25);
    try {
      await sleep(400);
      expect(client.socket.readyState).toBe(WebSocket.OPEN);
    } finally {
      clearInterval(beating);
    }
  });
});

describe('WebSocket pings', () => {
  it('terminates a peer that answers no ping, and keeps one that does', async () => {
    const running = await startTestServer({ pingIntervalMs: 50 });
    server = running;
    const answering = await open(running);
    await answering.connect();
    const deaf = await RawStompClient.open(running.url(randomUUID()), undefined, { autoPong: false });
    clients.push(deaf);
    await deaf.connect();
    let pings = 0;
    deaf.socket.on('ping', () => (pings += 1));

    expect((await deaf.closed).code).toBe(1006);
    expect(pings).toBeGreaterThan(0);
    expect(answering.socket.readyState).toBe(WebSocket.OPEN);
  });
});

describe('per-IP limits', () => {
  it('refuses more open WebSockets from one address with 429, not from another, until one closes', async () => {
    const running = await startTestServer({ maxSocketsPerIp: 3 });
    server = running;
    const first = await open(running);
    await open(running);
    await open(running);

    expect(await upgradeStatus(running.port, path())).toBe(429);
    expect(await upgradeStatus(running.port, path(), {}, '127.0.0.2')).toBe(101);
    first.close();
    await vi.waitFor(async () => expect(await upgradeStatus(running.port, path())).toBe(101), {
      timeout: 5_000,
      interval: 50,
    });
  });

  it('refuses upgrades beyond the per-minute budget of an address with 429, not from another', async () => {
    const running = await startTestServer({ upgradesPerIpPerMinute: 4 });
    server = running;
    for (let upgrade = 0; upgrade < 4; upgrade += 1) {
      expect(await upgradeStatus(running.port, path())).toBe(101);
    }
    expect(await upgradeStatus(running.port, path())).toBe(429);
    expect(await upgradeStatus(running.port, path(), {}, '127.0.0.2')).toBe(101);
  });

  it('counts X-Forwarded-For only when the proxy is trusted', async () => {
    const untrusting = await startTestServer({ maxSocketsPerIp: 1 });
    server = untrusting;
    await open(untrusting);
    const forwarded = { 'X-Forwarded-For': '203.0.113.9' };
    expect(await upgradeStatus(untrusting.port, path(), forwarded)).toBe(429);
    await untrusting.close();

    const trusting = await startTestServer({ maxSocketsPerIp: 1, trustProxy: '127.0.0.1' });
    server = trusting;
    await open(trusting);
    expect(await upgradeStatus(trusting.port, path(), forwarded)).toBe(101);
    expect(await upgradeStatus(trusting.port, path(), forwarded)).toBe(101);
  });

  it('counts an IPv6 client by its /64, since one host usually has a whole /64 to choose from', async () => {
    const running = await startTestServer({ maxSocketsPerIp: 1, trustProxy: true });
    server = running;
    const headers = (address: string) => ({ 'X-Forwarded-For': address });
    const held = await RawStompClient.open(running.url(randomUUID()), undefined, {
      headers: headers('2001:db8:1:2::1'),
    });
    clients.push(held);
    expect(await upgradeStatus(running.port, path(), headers('2001:db8:1:2:ffff::9'))).toBe(429);
    expect(await upgradeStatus(running.port, path(), headers('2001:db8:1:3::1'))).toBe(101);
  });
});

describe('global cap', () => {
  it('answers upgrades beyond the cap with 503 before accepting, and holds no more sockets than the cap', async () => {
    const cap = 50;
    const running = await startTestServer({ maxOpenSockets: cap });
    server = running;
    const attempts = Array.from({ length: 200 }, (_, index) =>
      RawStompClient.open(running.url(randomUUID()), undefined, {
        localAddress: `127.1.${Math.floor(index / 250)}.${(index % 250) + 1}`,
      }).then(
        (client) => {
          clients.push(client);
          return 101;
        },
        (error: unknown) => Number(/(\d{3})/.exec(String(error))?.[1] ?? 0),
      ),
    );
    const statuses = await Promise.all(attempts);

    expect(statuses.filter((status) => status === 101)).toHaveLength(cap);
    expect(statuses.filter((status) => status === 503)).toHaveLength(200 - cap);
    expect(running.stomp.openSockets).toBe(cap);
    clients.pop()?.close();
    await vi.waitFor(async () => expect(await upgradeStatus(running.port, path())).toBe(101), {
      timeout: 5_000,
      interval: 50,
    });
  });
});
