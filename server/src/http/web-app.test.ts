import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { openScratchDatabase } from '../../test/test-database';
import { decodedBody, rawGet } from '../../test/raw-get';
import { sharedDatabase } from '../../test/shared-database';
import { builtWebDist } from '../../test/web-build';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** What Chrome sends. */
const CHROME_ENCODINGS = 'gzip, deflate, br, zstd';
const INDEX_HTML = `<!doctype html><title>Name Swiper</title>${'<link rel="modulepreload" href="/a.js">'.repeat(20)}`;
const SCRIPT = 'export const deck = ["Emma", "Noah", "Mila"];\n'.repeat(50);
/** Built files, each with the Brotli and gzip copies the build writes next to it. */
const PRECOMPRESSED: Record<string, string> = {
  'index.html': INDEX_HTML,
  'assets/index-abc123.js': SCRIPT,
  'workbox-5f1e0c2a.js': SCRIPT,
  'sw.js': SCRIPT,
  'manifest.webmanifest': JSON.stringify({ name: 'Name Swiper', icons: [] }).repeat(10),
};
/** Too small to be worth a compressed copy. */
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg"/>';

let dist: string;
let database: DatabaseHandle;
let app: FastifyInstance;
let baseUrl: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'name-swiper-web-app-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  for (const [file, text] of Object.entries(PRECOMPRESSED)) {
    fs.writeFileSync(path.join(dist, file), text);
    fs.writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(text));
    fs.writeFileSync(path.join(dist, `${file}.gz`), gzipSync(text));
  }
  fs.writeFileSync(path.join(dist, 'favicon.svg'), FAVICON);
  database = openScratchDatabase(sharedDatabase());
  app = await buildApp({ db: database.db, webDistDir: dist });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the web app, served as a CDN would', () => {
  it('sends a hashed asset as Brotli, gzip or as it is, whichever the browser takes, cached for a year', async () => {
    const cases: [Record<string, string>, string | undefined][] = [
      [{ 'accept-encoding': CHROME_ENCODINGS }, 'br'],
      [{ 'accept-encoding': 'gzip, deflate' }, 'gzip'],
      [{}, undefined],
    ];
    for (const [headers, encoding] of cases) {
      const response = await rawGet(`${baseUrl}/assets/index-abc123.js`, headers);
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(decodedBody(response)).toBe(SCRIPT);
    }
  });

  it('sends index.html compressed for / and for client routes, revalidated on every visit', async () => {
    for (const url of ['/', '/index.html', '/matches', '/name/Mr.Smith']) {
      const response = await rawGet(`${baseUrl}${url}`, { 'accept-encoding': CHROME_ENCODINGS });
      expect(response.status, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(decodedBody(response), url).toBe(INDEX_HTML);
    }
  });

  it('answers a revalidated index.html that did not change with 304', async () => {
    const headers = { 'accept-encoding': CHROME_ENCODINGS };
    const first = await rawGet(`${baseUrl}/matches`, headers);
    const again = await rawGet(`${baseUrl}/matches`, {
      ...headers,
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('revalidates sw.js and the manifest, and keeps the hashed Workbox runtime for a year', async () => {
    const cacheControl = async (url: string) =>
      (await rawGet(`${baseUrl}${url}`, { 'accept-encoding': 'br' })).headers['cache-control'];
    expect(await cacheControl('/sw.js')).toBe('no-cache');
    expect(await cacheControl('/manifest.webmanifest')).toBe('no-cache');
    expect(await cacheControl('/favicon.svg')).toBe('no-cache');
    expect(await cacheControl('/workbox-5f1e0c2a.js')).toBe(IMMUTABLE);
  });

  it('sends a file the build left uncompressed as it is, not compressed on the fly', async () => {
    const response = await rawGet(`${baseUrl}/favicon.svg`, { 'accept-encoding': CHROME_ENCODINGS });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString('utf8')).toBe(FAVICON);
  });
});

describe('the production build of the web app', () => {
  const builtFiles = (webDist: string) => fs.readdirSync(webDist, { recursive: true, encoding: 'utf8' });

  it('has Brotli and gzip copies of every script, style and page, the service worker too', () => {
    const webDist = builtWebDist();
    const files = builtFiles(webDist);
    const compressible = files.filter(
      (file) =>
        /\.(js|css|html|webmanifest)$/.test(file) && fs.statSync(path.join(webDist, file)).size >= 1024,
    );
    expect(compressible).toEqual(expect.arrayContaining(['index.html', 'sw.js']));
    expect(compressible.some((file) => /^workbox-[\w-]+\.js$/.test(file))).toBe(true);
    const missing = compressible.filter(
      (file) => !files.includes(`${file}.br`) || !files.includes(`${file}.gz`),
    );
    expect(missing).toEqual([]);
  });

  it('has copies that decode to the files they sit next to, as built last', () => {
    const webDist = builtWebDist();
    const stale = builtFiles(webDist)
      .filter((file) => file.endsWith('.br'))
      .filter((copy) => {
        const original = fs.readFileSync(path.join(webDist, copy.slice(0, -'.br'.length)));
        return !brotliDecompressSync(fs.readFileSync(path.join(webDist, copy))).equals(original);
      });
    expect(stale).toEqual([]);
  });

  it('keeps the compressed copies out of the service worker precache', () => {
    const serviceWorker = fs.readFileSync(path.join(builtWebDist(), 'sw.js'), 'utf8');
    expect(serviceWorker).toContain('"index.html"');
    expect(serviceWorker).not.toMatch(/\.(br|gz)"/);
  });
});
