import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_SIGN_IN } from '../auth/auth-config';
import { DEFAULT_SECURITY } from '../http/security/security-config';
import type { ListeningApp } from '../../test/listening-app';
import { startListeningApp } from '../../test/listening-app';
import { upgradeStatus } from '@name-swiper/stomp-server/testing';

const PARTNER_ORIGIN = 'https://partner.example';

let server: ListeningApp;
let port: number;

beforeAll(async () => {
  server = await startListeningApp({
    security: { ...DEFAULT_SECURITY, corsOrigins: [PARTNER_ORIGIN], trustProxy: '127.0.0.1' },
  });
  port = Number(new URL(server.baseUrl).port);
});
afterAll(() => server.close());

function upgrade(headers: Record<string, string>): Promise<number> {
  return upgradeStatus(port, `/api/ws?deviceUuid=${randomUUID()}`, headers);
}

describe('Origin of /api/ws upgrades', () => {
  it('accepts an upgrade without Origin (native clients, Node)', async () => {
    expect(await upgrade({})).toBe(101);
  });

  it('accepts the app’s own origin: the Host it was reached at, and PUBLIC_URL', async () => {
    expect(await upgrade({ Origin: server.baseUrl })).toBe(101);
    expect(await upgrade({ Origin: NO_SIGN_IN.publicUrl })).toBe(101);
  });

  it('accepts CORS_ORIGINS, the Capacitor app origins and pages on the user’s own machine', async () => {
    for (const origin of [
      PARTNER_ORIGIN,
      'capacitor://localhost',
      'https://localhost',
      'http://localhost',
      'http://localhost:5173',
    ]) {
      expect(await upgrade({ Origin: origin })).toBe(101);
    }
  });

  it('accepts the forwarded host of a trusted proxy', async () => {
    const forwarded = { 'X-Forwarded-Host': 'names.example.org', 'X-Forwarded-Proto': 'https' };
    expect(await upgrade({ ...forwarded, Origin: 'https://names.example.org' })).toBe(101);
  });

  it('refuses a foreign origin with 403 before any WebSocket exists', async () => {
    for (const origin of [
      'https://evil.example',
      'null',
      'http://192.168.1.10:5173',
      'http://localhost.evil.example',
      `${PARTNER_ORIGIN}.evil.example`,
      'capacitor://evil.example',
      'not an origin',
    ]) {
      expect(await upgrade({ Origin: origin })).toBe(403);
    }
  });
});
