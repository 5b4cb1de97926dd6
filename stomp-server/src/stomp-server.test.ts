import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { getHeader } from './frames/frame';
import { deferred } from './testing/deferred';
import { RawStompClient } from './testing/raw-client';
import { startTestServer } from './testing/test-server';
import type { TestServer } from './testing/test-server';
import { upgradeStatus } from './testing/upgrade-status';

let server: TestServer | undefined;
const clients: RawStompClient[] = [];

async function open(url: string, protocols?: string[]): Promise<RawStompClient> {
  const client = await RawStompClient.open(url, protocols);
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

describe('STOMP server upgrade handling', () => {
  it('refuses a missing or malformed deviceUuid with HTTP 400 and accepts a valid one', async () => {
    server = await startTestServer();
    expect(await upgradeStatus(server.port, '/api/ws')).toBe(400);
    expect(await upgradeStatus(server.port, '/api/ws?deviceUuid=not-a-uuid')).toBe(400);
    expect(await upgradeStatus(server.port, '/elsewhere')).toBe(404);
    await expect(open(server.url('nope'))).rejects.toThrow(/400/);
    const client = await open(server.url());
    await client.connect();
    expect(server.stomp.sessionCount).toBe(1);
  });

  it.each([
    [['v10.stomp', 'v11.stomp', 'v12.stomp'], 'v12.stomp'],
    [['v11.stomp', 'v10.stomp'], 'v11.stomp'],
    [['v10.stomp'], 'v10.stomp'],
    [[], ''],
  ])('offered %j selects %j', async (offered, selected) => {
    server = await startTestServer();
    const client = await open(server.url(), offered);
    expect(client.socket.protocol).toBe(selected);
    await client.connect();
  });
});

describe('heart-beats on the wire', () => {
  it('sends none and expects none when the client asks for 0,0', async () => {
    server = await startTestServer({ heartBeat: { outgoingMs: 20, incomingMs: 20 } });
    const client = await open(server.url());
    expect(getHeader(await client.connect('0,0'), 'heart-beat')).toBe('20,20');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(client.messages).toHaveLength(1);
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('exchanges heart-beats at the negotiated interval and stays open', async () => {
    server = await startTestServer({ heartBeat: { outgoingMs: 100, incomingMs: 100 } });
    const client = await open(server.url());
    await client.connect('100,100');
    const beating = setInterval(() => client.send('\n'), 50);
    try {
      for (let beats = 0; beats < 3;) {
        const event = await client.events.next();
        beats += event.type === 'heart-beat' ? 1 : 0;
      }
      expect(client.messages.slice(1).every((message) => message.data.toString() === '\n')).toBe(true);
      expect(client.socket.readyState).toBe(WebSocket.OPEN);
    } finally {
      clearInterval(beating);
    }
  });

  it('closes a peer that stays silent for twice the incoming interval', async () => {
    server = await startTestServer({ heartBeat: { outgoingMs: 0, incomingMs: 50 } });
    const client = await open(server.url());
    await client.connect('50,0');
    const connectedAt = Date.now();
    await client.closed;
    const elapsed = Date.now() - connectedAt;
    expect(elapsed).toBeGreaterThanOrEqual(90);
    expect(elapsed).toBeLessThan(2_000);
    expect((await server.app.disconnects.next()).principal).toBeDefined();
  });
});

describe('graceful shutdown', () => {
  it('stops accepting, lets the pending receipt out, then closes with 1012', async () => {
    server = await startTestServer();
    const client = await open(server.url());
    await client.connect();
    const session = await server.app.connects.next();
    client.send('SUBSCRIBE\nid:0\ndestination:/q\n\n\0');
    await server.app.subscribes.next();
    const commit = deferred();
    server.app.onSendImpl = () => commit.promise;
    client.send('SEND\ndestination:/app/x\nreceipt:pending\n\n{}\0');
    await server.app.sends.next();
    const closing = server.stomp.close();
    expect(session.send('/q', '{}')).toBe(0);
    expect(await upgradeStatus(server.port, `/api/ws?deviceUuid=${session.principal}`)).toBe(503);
    commit.resolve();
    expect(getHeader(await client.nextFrame(), 'receipt-id')).toBe('pending');
    expect(await client.closed).toEqual({ code: 1012, reason: 'service restart' });
    await closing;
    expect(server.stomp.sessionCount).toBe(0);
  });
});
