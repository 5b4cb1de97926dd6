import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { livenessSchema, readinessSchema } from '@name-swiper/contract/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { openScratchDatabase } from '../test/test-database';
import { buildApp } from './app';
import { parseDatabaseUrl } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { sharedDatabase } from '../test/shared-database';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('health', () => {
  it('answers liveness without touching the database, even when it is unreachable', async () => {
    const unreachable = openDatabase(parseDatabaseUrl('postgres://nobody@127.0.0.1:1/none'));
    const app = await buildApp({ db: unreachable.db, webDistDir: '/nonexistent' });
    try {
      const response = await app.inject('/api/health/live');
      expect(response.statusCode).toBe(200);
      expect(livenessSchema.parse(response.json()).status).toBe('alive');
    } finally {
      await app.close();
      await unreachable.close();
    }
  });

  it.each(['/api/health/ready', '/api/health', '/api/ready'])(
    '%s answers ok while the database takes writes and the catalogue is loaded',
    async (url) => {
      const response = await testApp.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(readinessSchema.parse(response.json())).toEqual({
        status: 'ok',
        database: 'up',
        bus: 'memory',
        catalogue: 'loaded',
        failed: [],
      });
    },
  );

  it('is not ready when the database is unreachable', async () => {
    const unreachable = openDatabase(parseDatabaseUrl('postgres://nobody@127.0.0.1:1/none'));
    const app = await buildApp({ db: unreachable.db, webDistDir: '/nonexistent' });
    try {
      const response = await app.inject('/api/health/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'unavailable',
        database: 'down',
        failed: ['database', 'catalogue'],
      });
    } finally {
      await app.close();
      await unreachable.close();
    }
  });

  it('is not ready on a read-only SQLite file, nor before the catalogue is loaded', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'name-swiper-ready-'));
    const file = path.join(dir, 'ready.sqlite');
    const writable = openDatabase({ dialect: 'sqlite', file });
    await migrateToLatest(writable.db);
    const empty = await buildApp({ db: writable.db, webDistDir: '/nonexistent' });
    const readOnly = openDatabase({ dialect: 'sqlite', file }, { readOnly: true });
    const app = await buildApp({ db: readOnly.db, webDistDir: '/nonexistent' });
    try {
      const missing = await empty.inject('/api/health/ready');
      expect(missing.statusCode).toBe(503);
      expect(missing.json()).toMatchObject({ database: 'up', catalogue: 'missing', failed: ['catalogue'] });
      const response = await app.inject('/api/health/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        database: 'read-only',
        failed: expect.arrayContaining(['database']),
      });
    } finally {
      await Promise.all([app.close(), empty.close()]);
      await Promise.all([readOnly.close(), writable.close()]);
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe('GET /api/docs', () => {
  it('serves an OpenAPI document describing every REST path of the spec', async () => {
    const response = await testApp.app.inject('/api/docs');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/device/name',
        '/api/family',
        '/api/names/{name}',
        '/api/names/unvoted',
        '/api/names/unvoted/count',
        '/api/tags',
        '/api/votes',
        '/api/votes/likes',
        '/api/votes/dislikes',
        '/api/votes/matches',
        '/api/votes/stats',
      ]),
    );
    const unvoted = document.paths['/api/names/unvoted'].get;
    expect(unvoted.parameters.map((p: { name: string }) => p.name)).toEqual([
      'deviceId',
      'tags',
      'genders',
      'tagMatch',
      'initials',
      'lengths',
      'eras',
      'unisex',
      'limit',
      'learn',
      'language',
    ]);
    expect(
      document.paths['/api/device/name'].put.requestBody.content['application/json'].schema.properties.name,
    ).toMatchObject({
      type: 'string',
      maxLength: 40,
    });
  });
});

describe('request ids', () => {
  it("answers with the caller's X-Request-Id, or a new one", async () => {
    const given = await testApp.app.inject({ url: '/api/health', headers: { 'x-request-id': 'trace-42' } });
    expect(given.headers['x-request-id']).toBe('trace-42');
    const fresh = await testApp.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('errors and pages', () => {
  it('answers an unknown API path with a 404 problem', async () => {
    const response = await testApp.app.inject('/api/nope?x=1');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({
      status: 404,
      code: 'not-found',
      detail: 'There is nothing at /api/nope.',
    });
  });

  it('serves the built web app with index.html for client routes, when there is one', async () => {
    const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Name Swiper</title>');
    await fs.writeFile(path.join(dist, 'app.js'), 'console.log(1)');
    const database = openScratchDatabase(sharedDatabase());
    const app = await buildApp({ db: database.db, webDistDir: dist });
    try {
      expect((await app.inject('/')).body).toContain('<title>Name Swiper</title>');
      expect((await app.inject('/app.js')).body).toBe('console.log(1)');
      const clientRoute = await app.inject('/name/Emma');
      expect(clientRoute.statusCode).toBe(200);
      expect(clientRoute.body).toContain('<title>Name Swiper</title>');
      expect((await app.inject('/api/unknown')).statusCode).toBe(404);
    } finally {
      await app.close();
      await database.close();
      await fs.rm(dist, { recursive: true, force: true });
    }
  });
});
