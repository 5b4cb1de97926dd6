import { deviceNameResponseSchema } from '@name-swiper/contract/device';
import { familySchema } from '@name-swiper/contract/family';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { codePointLabel, FORBIDDEN_CHARACTER_CLASSES } from '../../../test/forbidden-characters';
import { createTestApp, newDeviceId } from '../../../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

function putName(deviceId: string, payload: unknown) {
  return testApp.app.inject({
    method: 'PUT',
    url: `/api/device/name?deviceId=${deviceId}`,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json' },
  });
}

describe('GET/PUT /api/device/name', () => {
  it('answers null for a device that has not set a name', async () => {
    const response = await testApp.app.inject(`/api/device/name?deviceId=${newDeviceId()}`);
    expect(response.statusCode).toBe(200);
    expect(deviceNameResponseSchema.parse(response.json())).toEqual({ name: null });
  });

  it('stores the trimmed name and reads it back', async () => {
    const deviceId = newDeviceId();
    const saved = await putName(deviceId, { name: '  Anna  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ name: 'Anna' });
    const read = await testApp.app.inject(`/api/device/name?deviceId=${deviceId}`);
    expect(read.json()).toEqual({ name: 'Anna' });
  });

  it.each(['', '   '])('clears the name with %j: read back as null, an unnamed member', async (empty) => {
    const deviceId = newDeviceId();
    await putName(deviceId, { name: 'Anna' });
    const cleared = await putName(deviceId, { name: empty });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ name: null });
    const read = await testApp.app.inject(`/api/device/name?deviceId=${deviceId}`);
    expect(read.json()).toEqual({ name: null });
    const family = await testApp.app.inject(`/api/family?deviceId=${deviceId}`);
    expect(family.json()).toEqual({ members: [''] });
  });

  it('treats an upper-case device id as the same device', async () => {
    const deviceId = newDeviceId();
    await putName(deviceId.toUpperCase(), { name: 'Bram' });
    const read = await testApp.app.inject(`/api/device/name?deviceId=${deviceId}`);
    expect(read.json()).toEqual({ name: 'Bram' });
  });

  it.each([
    [
      'a name over 40 characters',
      { name: 'x'.repeat(41) },
      "Body field 'name' must be at most 40 characters.",
    ],
    ['a missing name', {}, "Body field 'name' is required."],
    ['a name that is not a string', { name: 42 }, "Body field 'name' must be a string."],
  ])('rejects %s with 400 and keeps the previous name', async (_case, payload, detail) => {
    const deviceId = newDeviceId();
    await putName(deviceId, { name: 'Kept' });
    const response = await putName(deviceId, payload);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 400, code: 'invalid-request', detail });
    const read = await testApp.app.inject(`/api/device/name?deviceId=${deviceId}`);
    expect(read.json()).toEqual({ name: 'Kept' });
  });

  it.each(FORBIDDEN_CHARACTER_CLASSES)(
    'rejects a name with any of the %s, with 400 naming the field and the character',
    async (_class, codePoints) => {
      const deviceId = newDeviceId();
      await putName(deviceId, { name: 'Kept' });
      for (const codePoint of codePoints) {
        const response = await putName(deviceId, { name: `An${String.fromCodePoint(codePoint)}na` });
        expect(response.statusCode).toBe(400);
        expect(response.headers['content-type']).toContain('application/problem+json');
        expect(response.json()).toMatchObject({
          status: 400,
          code: 'invalid-characters',
          detail: `Body field 'name' must not contain control, invisible or text-direction characters (found ${codePointLabel(codePoint)}).`,
        });
      }
      const read = await testApp.app.inject(`/api/device/name?deviceId=${deviceId}`);
      expect(read.json()).toEqual({ name: 'Kept' });
    },
  );

  it('stores the name in Unicode normalisation form C', async () => {
    const deviceId = newDeviceId();
    const saved = await putName(deviceId, { name: 'Zoe\u0308 Rene\u0301e' });
    expect(saved.json()).toEqual({ name: 'Zoë Renée' });
    const stored = await testApp.database.db
      .selectFrom('devices')
      .select('display_name')
      .where('id', '=', deviceId)
      .executeTakeFirst();
    expect(stored?.display_name).toBe('Zo\u00EB Ren\u00E9e');
  });

  it('counts the length after normalisation', async () => {
    const response = await putName(newDeviceId(), { name: 'e\u0301'.repeat(40) });
    expect(response.json()).toEqual({ name: '\u00E9'.repeat(40) });
  });

  it('keeps emoji that zero-width joiners draw as one picture', async () => {
    const name = 'Mama 👩\u200D👧\u200D👦 ❤\uFE0F';
    const response = await putName(newDeviceId(), { name });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name });
  });

  it('rejects a body that is not JSON', async () => {
    const deviceId = newDeviceId();
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/device/name?deviceId=${deviceId}`,
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const read = await testApp.app.inject(`/api/device/name?deviceId=${deviceId}`);
    expect(read.json()).toEqual({ name: null });
  });

  it('does not create a device when the name is rejected', async () => {
    const deviceId = newDeviceId();
    await putName(deviceId, { name: 'x'.repeat(41) });
    const device = await testApp.database.db
      .selectFrom('devices')
      .select('id')
      .where('id', '=', deviceId)
      .executeTakeFirst();
    expect(device).toBeUndefined();
  });
});

describe('GET /api/family', () => {
  it('lists a lone device as its own unnamed member', async () => {
    const response = await testApp.app.inject(`/api/family?deviceId=${newDeviceId()}`);
    expect(response.statusCode).toBe(200);
    expect(familySchema.parse(response.json())).toEqual({ members: [''] });
  });

  it("shows the device's display name", async () => {
    const deviceId = newDeviceId();
    await putName(deviceId, { name: 'Sanne' });
    const response = await testApp.app.inject(`/api/family?deviceId=${deviceId}`);
    expect(response.json()).toEqual({ members: ['Sanne'] });
  });
});

describe('deviceId parameter', () => {
  it.each([
    '/api/device/name',
    '/api/family',
    '/api/names/unvoted',
    '/api/tags',
    '/api/votes',
    '/api/votes/likes',
    '/api/votes/dislikes',
    '/api/votes/maybes',
    '/api/votes/matches',
    '/api/votes/stats',
  ])('%s without deviceId is a 400 naming the parameter', async (path) => {
    const response = await testApp.app.inject(path);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ detail: "Query parameter 'deviceId' is required." });
  });

  it.each(['not-a-uuid', '12345', 'g1c1c3e-8f7a-4c1e-9a63-1d2b3c4d5e6f'])(
    'a malformed deviceId %s is a 400',
    async (id) => {
      const response = await testApp.app.inject(`/api/family?deviceId=${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toMatch(/^Query parameter 'deviceId' must be a UUID/);
    },
  );
});
