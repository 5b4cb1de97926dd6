import { problemSchema } from '@name-swiper/contract/problem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OidcFixture } from '../../../test/sign-in-app';
import { startOidcFixture } from '../../../test/sign-in-app';
import { newDeviceId } from '../../../test/test-app';

let fixture: OidcFixture;
beforeAll(async () => {
  fixture = await startOidcFixture();
});
afterAll(() => fixture.close());
afterEach(() => fixture.forgetAccount());

function call(path: string, token?: string, method: 'GET' | 'POST' = 'GET') {
  return fetch(`${fixture.signInApp.baseUrl}${path}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function signInOnNewDevice(): Promise<string> {
  const landing = await fixture.login(`?deviceId=${newDeviceId()}`);
  return landing.searchParams.get('token') ?? '';
}

describe('POST /api/me/sign-out-everywhere', () => {
  it('refuses every token the account was given, on every device, and a new sign-in works', async () => {
    fixture.newAccount();
    const phone = await signInOnNewDevice();
    const laptop = await signInOnNewDevice();
    expect((await call('/api/me', laptop)).status).toBe(200);

    const signedOut = await call('/api/me/sign-out-everywhere', phone, 'POST');
    expect(signedOut.status).toBe(200);
    expect(await signedOut.json()).toEqual({});
    for (const token of [phone, laptop]) {
      const refused = await call('/api/me', token);
      expect(refused.status).toBe(401);
      expect(problemSchema.parse(await refused.json()).code).toBe('unauthorized');
    }
    expect((await call('/api/me/sign-out-everywhere', laptop, 'POST')).status).toBe(401);

    const again = await signInOnNewDevice();
    expect((await call('/api/me', again)).status).toBe(200);
    expect((await call('/api/me/preferences', again)).status).toBe(200);
  });

  it('leaves other accounts signed in', async () => {
    fixture.newAccount();
    const mine = await signInOnNewDevice();
    fixture.newAccount();
    const someoneElses = await signInOnNewDevice();
    expect((await call('/api/me/sign-out-everywhere', mine, 'POST')).status).toBe(200);
    expect((await call('/api/me', someoneElses)).status).toBe(200);
  });

  it('needs a valid token', async () => {
    expect((await call('/api/me/sign-out-everywhere', undefined, 'POST')).status).toBe(401);
    expect((await call('/api/me/sign-out-everywhere', 'not.a.token', 'POST')).status).toBe(401);
  });

  it('is documented in /api/docs as a Bearer POST', async () => {
    const document = (await fixture.signInApp.app.inject('/api/docs')).json();
    const operation = document.paths['/api/me/sign-out-everywhere'].post;
    expect(operation.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(operation.responses)).toEqual(['200', '401']);
  });
});
