import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { IsolatedApp } from '../../../test/isolated-app';
import { createIsolatedApp } from '../../../test/isolated-app';
import { RATE_LIMIT_WINDOW_MS } from './rate-limits';
import type { RateLimitSettings } from './security-config';
import { DEFAULT_SECURITY } from './security-config';

// A key's window starts at its first request, and every test counts fresh keys: one test stays in one window.
const LOW: RateLimitSettings = { perDevicePerMinute: 5, perIpPerMinute: 8 };

let isolated: IsolatedApp;
beforeAll(async () => {
  isolated = await createIsolatedApp({ security: { ...DEFAULT_SECURITY, rateLimits: LOW } });
});
afterAll(() => isolated.close());

function get(url: string, remoteAddress: string, app = isolated.app) {
  return app.inject({ url, remoteAddress });
}

describe('per-device limit', () => {
  it('answers 429 problem+json with Retry-After once a device is over its limit, other devices unaffected', async () => {
    const device = randomUUID();
    const address = '198.51.100.1';
    for (let i = 0; i < 5; i++) {
      expect((await get(`/api/votes/stats?deviceId=${device}`, address)).statusCode).toBe(200);
    }
    const refused = await get(`/api/votes/stats?deviceId=${device}`, '198.51.100.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.json()).toMatchObject({
      status: 429,
      code: 'too-many-requests',
      instance: '/api/votes/stats',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMIT_WINDOW_MS / 1000);
    expect((await get(`/api/votes/stats?deviceId=${randomUUID()}`, '198.51.100.3')).statusCode).toBe(200);
  });

  it('counts a device id however it is spelled', async () => {
    const device = randomUUID();
    for (let i = 0; i < 5; i++) {
      await get(`/api/tags?deviceId=${device}`, `198.51.100.${10 + i}`);
    }
    const upper = await get(`/api/tags?deviceId=${device.toUpperCase()}`, '198.51.100.20');
    expect(upper.statusCode).toBe(429);
  });
});

describe('per-IP limit', () => {
  it('answers 429 once an address is over its limit, whichever devices it claims to be', async () => {
    const address = '203.0.113.9';
    for (let i = 0; i < 8; i++) {
      expect((await get(`/api/family?deviceId=${randomUUID()}`, address)).statusCode).toBe(200);
    }
    const refused = await get(`/api/family?deviceId=${randomUUID()}`, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too-many-requests' });
    expect((await get('/api/docs', address)).statusCode).toBe(429);
    expect((await get(`/api/family?deviceId=${randomUUID()}`, '203.0.113.10')).statusCode).toBe(200);
  });

  it('does not count health and readiness probes', async () => {
    const address = '203.0.113.30';
    for (const probe of ['/api/health/live', '/api/health/ready', '/api/health', '/api/ready']) {
      for (let i = 0; i < 12; i++) {
        expect((await get(probe, address)).statusCode).not.toBe(429);
      }
    }
    expect((await get('/api/health/live', address)).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For unless a proxy is trusted, and then tells clients apart by it', async () => {
    const spoofing = async (app: typeof isolated.app, socket: string) => {
      const statuses: number[] = [];
      for (let i = 0; i < 9; i++) {
        const response = await app.inject({
          url: '/api/docs',
          remoteAddress: socket,
          headers: { 'x-forwarded-for': `192.0.2.${i}` },
        });
        statuses.push(response.statusCode);
      }
      return statuses;
    };
    expect((await spoofing(isolated.app, '203.0.113.40')).at(-1)).toBe(429);
    const behindProxy = await buildApp({
      db: isolated.database.db,
      webDistDir: '/nonexistent',
      security: { ...DEFAULT_SECURITY, rateLimits: LOW, trustProxy: '203.0.113.41' },
    });
    try {
      expect(await spoofing(behindProxy, '203.0.113.41')).toEqual(Array.from({ length: 9 }, () => 200));
    } finally {
      await behindProxy.close();
    }
  });
});
