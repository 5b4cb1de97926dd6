import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_DESTINATIONS } from '@name-swiper/contract/realtime';
import { afterAll, describe, expect, it } from 'vitest';
import { pairOverStomp, setDeviceName } from '../../test/pairing';
import type { CompiledServer } from '../../test/compiled-server';
import { startCompiledServer } from '../../test/compiled-server';
import { connectStompClient } from '../../test/stomp-test-client';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'name-swiper-log-secrets-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The compiled server as `npm start` runs it, logging at trace level, with GitHub sign-in configured. */
function startLoggingServer(): Promise<CompiledServer> {
  return startCompiledServer({
    DATABASE_URL: `sqlite:${path.join(dir, 'names.sqlite')}`,
    LOG_LEVEL: 'trace',
    WEB_DIST_DIR: '/nonexistent',
    GITHUB_CLIENT_ID: 'log-test-client',
    GITHUB_CLIENT_SECRET: 'log-test-client-secret',
  });
}

/** Every way a device id could be written into a log: as sent, upper case, without dashes. */
function spellings(deviceId: string): string[] {
  const bare = deviceId.replaceAll('-', '');
  return [deviceId, deviceId.toUpperCase(), bare, bare.toUpperCase()];
}

describe('secrets in the log', () => {
  it('logs no device id, token, sign-in code or state, invite code or Authorization value', async () => {
    const server = await startLoggingServer();
    const anna = randomUUID();
    const bram = randomUUID();
    const token = `eyJ${randomBytes(24).toString('base64url')}`;
    const bearer = `eyJ${randomBytes(24).toString('base64url')}`;
    const basic = Buffer.from(`anna:${randomBytes(12).toString('hex')}`).toString('base64');
    const code = randomBytes(16).toString('hex');
    const state = randomBytes(16).toString('base64url');
    let inviteCode = '';
    try {
      const get = (url: string, headers: Record<string, string> = {}) =>
        fetch(`${server.baseUrl}${url}`, { headers, redirect: 'manual' });

      await setDeviceName(server.baseUrl, anna, 'Anna');
      await setDeviceName(server.baseUrl, bram, 'Bram');
      expect((await get(`/api/votes?deviceId=${anna}`)).status).toBe(200);
      expect((await get(`/api/votes/stats?%64evice%49d=${anna}`)).status).toBe(200);
      expect((await get(`/api/votes?deviceId=${anna.toUpperCase()}&deviceId=${bram}`)).status).toBe(400);
      expect((await get(`/api/nothing-here?deviceId=${anna}`)).status).toBe(404);
      expect((await get(`/api/votes?deviceId=${anna}&broken=%E0%A4%A`)).status).toBe(200);
      expect((await get(`/login-success?token=${token}`)).status).toBe(404);
      expect((await get(`/login/oauth2/code/github?code=${code}&state=${state}`)).status).toBe(302);
      expect((await get(`/oauth2/authorization/github?deviceId=${anna}&client=web`)).status).toBe(302);
      expect((await get('/api/me', { authorization: `Bearer ${bearer}` })).status).toBe(401);
      expect((await get(`/api/votes?deviceId=${bram}`, { authorization: `Basic ${basic}` })).status).toBe(
        200,
      );

      const annaOverStomp = await connectStompClient(server.wsUrl, anna);
      const bramOverStomp = await connectStompClient(server.wsUrl, bram);
      inviteCode = await pairOverStomp(annaOverStomp, bramOverStomp);
      await annaOverStomp.send(APP_DESTINATIONS.vote, { nameId: 'emma', approved: true });
      await annaOverStomp.sendRaw(APP_DESTINATIONS.vote, `{"nameId":"${anna}"`);
      await Promise.all([annaOverStomp.close(), bramOverStomp.close()]);
    } finally {
      const log = await server.stop();
      expect(log).toContain('"msg":"incoming request"');
      expect(log).toContain('"url":"/api/votes?deviceId=[redacted]"');
      const secrets = [...spellings(anna), ...spellings(bram), token, bearer, basic, code, state, inviteCode];
      const leaked = secrets.filter((secret) => secret !== '' && log.includes(secret));
      expect(leaked, log).toEqual([]);
    }
  });
});
