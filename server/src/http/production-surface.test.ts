import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { openScratchDatabase } from '../../test/test-database';
import { sharedDatabase } from '../../test/shared-database';
import { builtWebDist } from '../../test/web-build';

const INDEX_HTML = '<!doctype html><title>Name Swiper</title>';

let dist: string;
let database: DatabaseHandle;
let app: FastifyInstance;
let baseUrl: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'name-swiper-surface-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(dist, 'assets/index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'assets/index-abc123.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
  fs.writeFileSync(path.join(dist, 'workbox-abc123.js.map'), '{"version":3}');
  database = openScratchDatabase(sharedDatabase());
  app = await buildApp({ db: database.db, webDistDir: dist });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address: AddressInfo | string | null = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

async function get(url: string) {
  const response = await fetch(`${baseUrl}${url}`);
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: await response.text(),
  };
}

describe('what the server shows of the built web app', () => {
  it('never serves a source map, even one that is in the build', async () => {
    for (const url of [
      '/assets/index-abc123.js.map',
      '/workbox-abc123.js.map',
      '/ASSETS/index-abc123.js.map',
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(response.type, url).toContain('application/problem+json');
      expect(response.body, url).not.toContain('sources');
    }
  });

  it('answers a missing file with 404, not the app page', async () => {
    for (const url of [
      '/assets/missing-123.js',
      '/assets/style.css',
      '/favicon.ico',
      '/robots.txt',
      '/.env',
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(response.type, url).toContain('application/problem+json');
      expect(response.body, url).not.toContain('<title>');
    }
  });

  it('serves the files that exist and the app page for client routes', async () => {
    expect(await get('/assets/index-abc123.js')).toMatchObject({ status: 200, body: 'console.log(1)' });
    for (const url of [
      '/',
      '/matches',
      '/name/Emma',
      '/name/Mr.Smith',
      '/login-success?token=x',
      '/no/such/screen',
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });

  it('keeps the API documentation public', async () => {
    expect((await get('/api/docs')).status).toBe(200);
  });
});

describe('the production build of the web app', () => {
  it('holds no source maps', () => {
    const maps = fs
      .readdirSync(builtWebDist(), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.map'));
    expect(maps).toEqual([]);
  });
});
