import { problemSchema } from '@name-swiper/contract/problem';
import { randomPKCECodeVerifier } from 'openid-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OidcFixture } from '../../../test/sign-in-app';
import { redirectOf, startSignInApp, startOidcFixture } from '../../../test/sign-in-app';
import { newDeviceId } from '../../../test/test-app';

let fixture: OidcFixture;
beforeAll(async () => {
  fixture = await startOidcFixture();
});
afterAll(() => fixture.close());
afterEach(() => fixture.forgetAccount());

const callbackUrl = (query: string) => `${fixture.signInApp.baseUrl}/login/oauth2/code/oidc?${query}`;

/** Nothing of a failed login is kept: no account, no device, no pending state. */
async function expectNothingStored(subject: string, deviceId: string, state?: string) {
  const db = fixture.db;
  expect(await db.selectFrom('users').select('id').where('subject', '=', subject).execute()).toEqual([]);
  expect(await db.selectFrom('devices').select('id').where('id', '=', deviceId).execute()).toEqual([]);
  if (state) {
    expect(await db.selectFrom('login_states').select('state').where('state', '=', state).execute()).toEqual(
      [],
    );
  }
}

function expectLoginError(landing: URL, code: string) {
  expect(landing.pathname).toBe('/login-success');
  expect(Object.fromEntries(landing.searchParams)).toEqual({ error: code });
}

describe('a sign-in that cannot finish returns to /login-success with an error code', () => {
  it('an unknown state is refused and nothing is stored', async () => {
    const { sub } = fixture.newAccount();
    const deviceId = newDeviceId();
    const { callback } = await fixture.startLogin(`?deviceId=${deviceId}`);
    const returned = await callback();
    returned.searchParams.set('state', 'forged-state-value');
    expectLoginError(await fixture.redirectOf(returned.href), 'login-expired');
    await expectNothingStored(sub, deviceId);
  });

  it('a callback without state is refused', async () => {
    expectLoginError(await fixture.redirectOf(callbackUrl('code=abc')), 'login-expired');
  });

  it('a replayed state is refused the second time', async () => {
    fixture.newAccount();
    const returned = await (await fixture.startLogin()).callback();
    expect((await fixture.redirectOf(returned.href)).searchParams.has('token')).toBe(true);
    expectLoginError(await fixture.redirectOf(returned.href), 'login-expired');
  });

  it('an expired state is refused and nothing is stored', async () => {
    const { sub } = fixture.newAccount();
    const deviceId = newDeviceId();
    const { state, callback } = await fixture.startLogin(`?deviceId=${deviceId}`);
    await fixture.db
      .updateTable('login_states')
      .set({ expires_at: Date.now() - 1 })
      .where('state', '=', state)
      .execute();
    expectLoginError(await fixture.redirectOf((await callback()).href), 'login-expired');
    await expectNothingStored(sub, deviceId, state);
  });

  it('a state started at another provider is refused', async () => {
    const other = await startSignInApp([
      {
        key: 'google',
        kind: 'oidc',
        name: 'G',
        issuer: fixture.mock.issuer,
        clientId: 'x',
        clientSecret: 'y',
      },
    ]);
    try {
      const { state } = await fixture.startLogin();
      const landing = await redirectOf(`${other.baseUrl}/login/oauth2/code/google?state=${state}&code=abc`);
      expectLoginError(landing, 'login-expired');
    } finally {
      await other.close();
    }
  });

  it.each([
    ['access_denied', 'login-denied'],
    ['server_error', 'login-failed'],
  ])('a provider error %s is %s, and the state is used up', async (error, code) => {
    const { sub } = fixture.newAccount();
    const deviceId = newDeviceId();
    const { state } = await fixture.startLogin(`?deviceId=${deviceId}`);
    expectLoginError(await fixture.redirectOf(callbackUrl(`error=${error}&state=${state}`)), code);
    await expectNothingStored(sub, deviceId, state);
  });

  it('a PKCE mismatch fails the code exchange and stores nothing', async () => {
    const { sub } = fixture.newAccount();
    const deviceId = newDeviceId();
    const { state, callback } = await fixture.startLogin(`?deviceId=${deviceId}`);
    await fixture.db
      .updateTable('login_states')
      .set({ code_verifier: randomPKCECodeVerifier() })
      .where('state', '=', state)
      .execute();
    expectLoginError(await fixture.redirectOf((await callback()).href), 'login-failed');
    await expectNothingStored(sub, deviceId, state);
  });

  it('a code the provider never issued fails the exchange', async () => {
    const { sub } = fixture.newAccount();
    const deviceId = newDeviceId();
    const returned = await (await fixture.startLogin(`?deviceId=${deviceId}`)).callback();
    returned.searchParams.set('code', 'not-a-code-of-the-provider');
    expectLoginError(await fixture.redirectOf(returned.href), 'login-failed');
    await expectNothingStored(sub, deviceId);
  });

  it('an ID token with another nonce is refused', async () => {
    const { sub } = fixture.newAccount();
    const deviceId = newDeviceId();
    const { callback } = await fixture.startLogin(`?deviceId=${deviceId}`);
    fixture.mock.server.service.once('beforeTokenSigning', () => {
      fixture.mock.server.service.once(
        'beforeTokenSigning',
        (token: { payload: Record<string, unknown> }) => {
          token.payload.nonce = 'another-nonce';
        },
      );
    });
    expectLoginError(await fixture.redirectOf((await callback()).href), 'login-failed');
    await expectNothingStored(sub, deviceId);
  });

  it('an account without a verified e-mail gets login-no-email', async () => {
    const { sub } = fixture.newAccount({ email_verified: false });
    const deviceId = newDeviceId();
    expectLoginError(await fixture.login(`?deviceId=${deviceId}`), 'login-no-email');
    await expectNothingStored(sub, deviceId);
  });

  it('an unreachable provider sends the user back at once, storing no state', async () => {
    const unreachable = await startSignInApp([
      {
        key: 'google',
        kind: 'oidc',
        name: 'Down',
        issuer: 'http://127.0.0.1:1',
        clientId: 'x',
        clientSecret: 'y',
      },
    ]);
    try {
      const landing = await redirectOf(`${unreachable.baseUrl}/oauth2/authorization/google`);
      expectLoginError(landing, 'login-failed');
      const states = unreachable.database.db.selectFrom('login_states').select('state');
      expect(await states.where('provider', '=', 'google').execute()).toEqual([]);
    } finally {
      await unreachable.close();
    }
  });
});

describe('requests the server refuses outright', () => {
  it.each(['/oauth2/authorization/facebook', '/login/oauth2/code/facebook?state=x&code=y'])(
    '%s is a 404 problem',
    async (path) => {
      const response = await fetch(`${fixture.signInApp.baseUrl}${path}`, { redirect: 'manual' });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
      expect(await response.json()).toMatchObject({
        code: 'not-found',
        detail: "There is no sign-in provider 'facebook'.",
      });
    },
  );

  it('a malformed deviceId is a 400 and starts no login', async () => {
    const response = await fetch(`${fixture.signInApp.baseUrl}/oauth2/authorization/oidc?deviceId=nope`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    expect(problemSchema.parse(await response.json()).detail).toMatch(
      /^Query parameter 'deviceId' must be a UUID/,
    );
  });
});
