import { randomUUID } from 'node:crypto';
import { APP_DESTINATIONS, USER_DESTINATIONS } from '@name-swiper/contract/realtime';
import type { NameItem } from '@name-swiper/contract/names';
import { nameItemSchema } from '@name-swiper/contract/names';
import { WebSocket } from 'ws';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListeningApp } from '../../../test/listening-app';
import { startListeningApp } from '../../../test/listening-app';
import { operationsOf } from '../../../test/openapi-operations';
import { matchOverStomp, pairOverStomp } from '../../../test/pairing';
import type { StompTestClient } from '../../../test/stomp-test-client';
import { connectStompClient } from '../../../test/stomp-test-client';

/** Everything one device received: REST responses (status line, headers, body) and raw STOMP frames. */
interface Received {
  /** Responses to requests that carried the device's own id, and the rest. */
  withOwnId: string[];
  withoutOwnId: string[];
  frames: string[];
}

let server: ListeningApp;
const clients: StompTestClient[] = [];
beforeAll(async () => {
  server = await startListeningApp();
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await server.close();
});

function received(): Received {
  return { withOwnId: [], withoutOwnId: [], frames: [] };
}

async function rest(into: Received, deviceId: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
  const record = `${method} ${path} → ${response.status}\n${headers}\n\n${text}`;
  (path.includes(deviceId) ? into.withOwnId : into.withoutOwnId).push(record);
  return { status: response.status, text };
}

/** A real STOMP client whose every incoming WebSocket message is also recorded raw. */
async function connectTapped(deviceId: string, into: Received): Promise<StompTestClient> {
  const client = await connectStompClient(server.wsUrl, deviceId);
  clients.push(client);
  const socket = client.client.webSocket;
  if (!(socket instanceof WebSocket)) {
    throw new Error('expected the ws WebSocket under the STOMP client');
  }
  socket.on('message', (data) => into.frames.push(String(data)));
  return client;
}

/** The CONNECTED frame, which the tapped clients see before the tap is on. */
async function connectedFrame(deviceId: string): Promise<string> {
  const socket = new WebSocket(server.wsUrl(deviceId), ['v12.stomp']);
  try {
    return await new Promise<string>((resolve, reject) => {
      socket.once('open', () => socket.send('CONNECT\naccept-version:1.2\nhost:localhost\n\n\0'));
      socket.once('message', (data) => resolve(String(data)));
      socket.once('error', reject);
    });
  } finally {
    socket.close();
  }
}

/** Every GET endpoint of /api/docs, with the device's id where the endpoint takes one. */
async function crawl(into: Received, deviceId: string, nameId: string): Promise<void> {
  const docs = await rest(into, deviceId, 'GET', '/api/docs');
  for (const operation of operationsOf(JSON.parse(docs.text))) {
    if (operation.method !== 'GET') {
      continue;
    }
    const takesDevice = operation.parameters.some((parameter) => parameter.name === 'deviceId');
    const path = operation.path.replace('{name}', encodeURIComponent(nameId));
    await rest(into, deviceId, 'GET', takesDevice ? `${path}?deviceId=${deviceId}` : path);
  }
}

function spellings(id: string): string[] {
  return [id, id.toUpperCase(), id.replaceAll('-', ''), id.replaceAll('-', '').toUpperCase()];
}

function leaksOf(records: string[], id: string): string[] {
  return records.filter((record) => spellings(id).some((spelling) => record.includes(spelling)));
}

describe('the two-partner flow leaks no device id', () => {
  it('never shows a device another device id, and its own only in answers to requests that carried it', async () => {
    const annaId = randomUUID();
    const bramId = randomUUID();
    const anna = received();
    const bram = received();
    await rest(anna, annaId, 'PUT', `/api/device/name?deviceId=${annaId}`, { name: 'Anna' });
    await rest(bram, bramId, 'PUT', `/api/device/name?deviceId=${bramId}`, { name: 'Bram' });
    const annaClient = await connectTapped(annaId, anna);
    const bramClient = await connectTapped(bramId, bram);

    await pairOverStomp(annaClient, bramClient);
    const names = await rest(anna, annaId, 'GET', `/api/names/unvoted?deviceId=${annaId}&limit=3`);
    const [liked, disliked, bramOnly] = threeNames(names.text);
    await matchOverStomp(annaClient, bramClient, liked.id, liked.name);
    await annaClient.send(APP_DESTINATIONS.vote, { nameId: disliked.id, approved: false });
    await bramClient.send(APP_DESTINATIONS.vote, { nameId: bramOnly.id, approved: true });
    await annaClient.send(APP_DESTINATIONS.vote, { nameId: 'no-such-name', approved: true });
    await annaClient.next(USER_DESTINATIONS.errors);
    await annaClient.send(APP_DESTINATIONS.accept, { inviteCode: 'ZZZZZZ' });
    await annaClient.next(USER_DESTINATIONS.errors);
    await crawl(anna, annaId, liked.name);
    await crawl(bram, bramId, liked.name);

    await bramClient.send(APP_DESTINATIONS.leave, {});
    await annaClient.next(USER_DESTINATIONS.family);
    await bramClient.next(USER_DESTINATIONS.family);
    await crawl(anna, annaId, liked.name);
    await crawl(bram, bramId, liked.name);
    const family = await rest(anna, annaId, 'GET', `/api/family?deviceId=${annaId}`);
    expect(JSON.parse(family.text)).toEqual({ members: ['Anna'] });
    const matches = await rest(anna, annaId, 'GET', `/api/votes/matches?deviceId=${annaId}`);
    expect(JSON.parse(matches.text)).toEqual([]);

    const devices = [
      { own: annaId, other: bramId, seen: anna },
      { own: bramId, other: annaId, seen: bram },
    ];
    for (const { own, other, seen } of devices) {
      expect(seen.frames.length).toBeGreaterThan(5);
      expect(seen.withOwnId.length).toBeGreaterThan(10);
      expect(leaksOf([...seen.withOwnId, ...seen.withoutOwnId, ...seen.frames], other)).toEqual([]);
      expect(leaksOf([...seen.withoutOwnId, ...seen.frames], own)).toEqual([]);
    }
    expect(leaksOf([await connectedFrame(annaId)], annaId)).toEqual([]);
  }, 60_000);
});

function threeNames(text: string): [NameItem, NameItem, NameItem] {
  const [first, second, third] = z.array(nameItemSchema).min(3).parse(JSON.parse(text));
  if (!first || !second || !third) {
    throw new Error(`expected three unvoted names, got ${text.slice(0, 200)}`);
  }
  return [first, second, third];
}
