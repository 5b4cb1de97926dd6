import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListeningApp } from '../../test/listening-app';
import { startListeningApp } from '../../test/listening-app';
import { decodedBody, rawGet } from '../../test/raw-get';
import { newDeviceId } from '../../test/test-app';

/** What Chrome sends. */
const CHROME_ENCODINGS = 'gzip, deflate, br, zstd';

let server: ListeningApp;
beforeAll(async () => {
  server = await startListeningApp();
});
afterAll(() => server.close());

describe('compressed API answers', () => {
  it('sends the deck gzipped to a browser, as Brotli to a client that takes only that, as it is to one that takes neither', async () => {
    const url = `${server.baseUrl}/api/names/unvoted?deviceId=${newDeviceId()}`;
    const plain = await rawGet(url);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const deck: unknown = JSON.parse(plain.body.toString('utf8'));
    const cases: [string, string][] = [
      [CHROME_ENCODINGS, 'gzip'],
      ['br', 'br'],
    ];
    for (const [accepted, encoding] of cases) {
      const response = await rawGet(url, { 'accept-encoding': accepted });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.body.length).toBeLessThan(plain.body.length / 2);
      expect(JSON.parse(decodedBody(response))).toEqual(deck);
    }
  });

  it('compresses the API documentation', async () => {
    const response = await rawGet(`${server.baseUrl}/api/docs`, { 'accept-encoding': CHROME_ENCODINGS });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decodedBody(response))).toHaveProperty('openapi');
  });

  it('sends an answer under 1 KB as it is', async () => {
    const response = await rawGet(`${server.baseUrl}/api/names/unvoted/count?deviceId=${newDeviceId()}`, {
      'accept-encoding': CHROME_ENCODINGS,
    });
    expect(response.status).toBe(200);
    expect(response.body.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.body.toString('utf8'))).toHaveProperty('remaining');
  });
});
