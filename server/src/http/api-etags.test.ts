import { nameItemSchema } from '@name-swiper/contract/names';
import { tagCountSchema } from '@name-swiper/contract/tags';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { castVote } from '../domain/votes';
import type { ListeningApp } from '../../test/listening-app';
import { startListeningApp } from '../../test/listening-app';
import { decodedBody, rawGet } from '../../test/raw-get';
import { newDeviceId } from '../../test/test-app';

let server: ListeningApp;
beforeAll(async () => {
  server = await startListeningApp();
});
afterAll(() => server.close());

async function firstOfDeck(deviceId: string, query = '') {
  const response = await rawGet(`${server.baseUrl}/api/names/unvoted?deviceId=${deviceId}&limit=1${query}`);
  const [name] = z.array(nameItemSchema).parse(JSON.parse(response.body.toString('utf8')));
  if (!name) {
    throw new Error('the deck is empty');
  }
  return name;
}

function greekRemaining(body: string): number | undefined {
  return z
    .array(tagCountSchema)
    .parse(JSON.parse(body))
    .find((count) => count.tag === 'greek')?.remaining;
}

describe('revalidating API answers with ETags', () => {
  it('answers a name the client already holds with 304 and no body, compressed or not', async () => {
    const { name } = await firstOfDeck(newDeviceId());
    const url = `${server.baseUrl}/api/names/${encodeURIComponent(name)}`;
    const first = await rawGet(url, { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect((await rawGet(url)).headers.etag).toBe(etag);

    const again = await rawGet(url, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect((await rawGet(url, { 'if-none-match': 'W/"something-else"' })).status).toBe(200);
  });

  it("gives the tag counts a new ETag when the device's votes change them", async () => {
    const deviceId = newDeviceId();
    const url = `${server.baseUrl}/api/tags?deviceId=${deviceId}`;
    const before = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect(before.status).toBe(200);
    expect(before.headers['cache-control']).toBe('private, no-cache');
    const etag = String(before.headers.etag);
    expect((await rawGet(url, { 'if-none-match': etag })).status).toBe(304);

    const greek = await firstOfDeck(deviceId, '&tags=greek');
    await castVote(server.database.db, deviceId, greek.id, true);
    const after = await rawGet(url, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(greekRemaining(decodedBody(after))).toBe((greekRemaining(decodedBody(before)) ?? 0) - 1);
  });
});
