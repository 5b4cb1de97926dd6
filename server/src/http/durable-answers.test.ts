import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerDurableWrites } from '../db/durable-writes';
import type { TestApp } from '../../test/test-app';
import { createTestApp, newDeviceId } from '../../test/test-app';

let testApp: TestApp;
let syncs = 0;
let finishSync = () => {};
beforeAll(async () => {
  testApp = await createTestApp();
  registerDurableWrites(testApp.database.db, () => {
    syncs += 1;
    return new Promise((resolve) => (finishSync = resolve));
  });
});
afterAll(() => testApp.close());

describe('answers to writes', () => {
  it('go out once what the write committed is on disk; reads do not wait for the disk', async () => {
    const deviceId = newDeviceId();
    let answered = false;
    const write = testApp.app
      .inject({ method: 'PUT', url: `/api/device/name?deviceId=${deviceId}`, payload: { name: 'Anna' } })
      .then((response) => {
        answered = true;
        return response;
      });
    await expect.poll(() => syncs).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    finishSync();
    expect((await write).statusCode).toBe(200);

    const read = await testApp.app.inject({ url: `/api/device/name?deviceId=${deviceId}` });
    expect(read.json()).toEqual({ name: 'Anna' });
    expect(syncs).toBe(1);
  });
});
