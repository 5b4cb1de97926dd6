import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { RawStompClient } from './testing/raw-client';
import { startTestServer } from './testing/test-server';
import type { TestServer } from './testing/test-server';
import { upgradeStatus } from './testing/upgrade-status';

let server: TestServer | undefined;
const clients: RawStompClient[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) {
    client.close();
  }
  await server?.close();
  server = undefined;
});

/** An application's own rule: a bearer token names an account, whatever the query says. */
function accountOfToken(request: IncomingMessage): string | undefined {
  const token = /^Bearer ([a-z]+)$/.exec(request.headers.authorization ?? '')?.[1];
  return token === undefined ? undefined : `account:${token}`;
}

async function openAs(token: string): Promise<RawStompClient> {
  const url = `ws://127.0.0.1:${server?.port ?? 0}/api/ws`;
  const client = await RawStompClient.open(url, undefined, { headers: { authorization: `Bearer ${token}` } });
  clients.push(client);
  return client;
}

describe('the authenticated principal', () => {
  it('is whatever authenticate returns, and undefined refuses the upgrade with HTTP 400', async () => {
    server = await startTestServer({ authenticate: accountOfToken });
    expect(await upgradeStatus(server.port, '/api/ws?deviceUuid=6f1c2a9e-3b4d-4c5e-8f60-7a8b9c0d1e2f')).toBe(
      400,
    );
    expect(await upgradeStatus(server.port, '/api/ws', { Authorization: 'Bearer ALICE' })).toBe(400);
    await (await openAs('alice')).connect();
    expect((await server.app.connects.next()).principal).toBe('account:alice');
  });

  it('is what maxSessionsPerPrincipal counts', async () => {
    server = await startTestServer({ authenticate: accountOfToken, maxSessionsPerPrincipal: 1 });
    await (await openAs('alice')).connect();
    expect(await upgradeStatus(server.port, '/api/ws', { Authorization: 'Bearer alice' })).toBe(429);
    expect(await upgradeStatus(server.port, '/api/ws', { Authorization: 'Bearer bob' })).toBe(101);
  });

  it('is never logged, since it may be a credential', async () => {
    const logged: string[] = [];
    server = await startTestServer({
      authenticate: accountOfToken,
      logger: { warn: (context, message) => logged.push(`${message} ${JSON.stringify(context)}`) },
    });
    server.app.onSendImpl = () => Promise.reject(new Error('the handler failed'));
    const client = await openAs('secret');
    await client.connect();
    client.send('SEND\ndestination:/app/x\n\n{}\0');
    await server.app.sends.next();
    await expect.poll(() => logged.length).toBe(1);
    expect(logged[0]).toMatch(/STOMP SEND handler failed/);
    expect(logged[0]).not.toMatch(/secret/);
  });
});
