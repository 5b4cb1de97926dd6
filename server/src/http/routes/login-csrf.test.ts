import { parseSetCookie } from 'cookie';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OidcFixture } from '../../../test/sign-in-app';
import { startSignInApp, startOidcFixture } from '../../../test/sign-in-app';
import { testBrowser } from '../../../test/test-browser';
import { newDeviceId } from '../../../test/test-app';

let fixture: OidcFixture;
beforeAll(async () => {
  fixture = await startOidcFixture();
});
afterAll(() => fixture.close());
afterEach(() => fixture.forgetAccount());

const usersWithSubject = (subject: string) =>
  fixture.db.selectFrom('users').select('id').where('subject', '=', subject).execute();

/** The attacker starts a login in their own browser and stops at the callback URL: a valid state and code. */
async function attackersCallback(query = '') {
  const attacker = fixture.newAccount();
  const { state, callback } = await fixture.startLogin(query, testBrowser());
  return { attacker, state, forged: await callback() };
}

describe('login CSRF: a callback counts only in the browser that started its login', () => {
  it("refuses the attacker's state and code in the victim's browser, which has no login cookie", async () => {
    const { attacker, state, forged } = await attackersCallback(`?deviceId=${newDeviceId()}`);
    const landing = await testBrowser().redirectOf(forged.href);
    expect(landing.pathname).toBe('/login-success');
    expect(Object.fromEntries(landing.searchParams)).toEqual({ error: 'login-other-browser' });
    expect(await usersWithSubject(attacker.sub)).toEqual([]);
    const left = await fixture.db
      .selectFrom('login_states')
      .select('state')
      .where('state', '=', state)
      .execute();
    expect(left).toEqual([]);
  });

  it("refuses it in a browser whose cookie is its own login's, and that login still finishes", async () => {
    const victim = testBrowser();
    const { callback: victimsCallback } = await fixture.startLogin('', victim);
    const { forged } = await attackersCallback();
    expect((await victim.redirectOf(forged.href)).searchParams.get('error')).toBe('login-other-browser');

    fixture.newAccount();
    const landing = await victim.redirectOf((await victimsCallback()).href);
    expect(landing.searchParams.has('token')).toBe(true);
  });

  it('sends a refused native-app login back to the app with the error', async () => {
    const { forged } = await attackersCallback(`?client=app&deviceId=${newDeviceId()}`);
    const landing = await testBrowser().redirectOf(forged.href);
    expect(landing.href).toBe('nameswiper://login-success?error=login-other-browser');
  });

  it('lets the system browser that started a native-app login finish it and return a token to the app', async () => {
    fixture.newAccount();
    const systemBrowser = testBrowser();
    const { callback } = await fixture.startLogin(`?client=app&deviceId=${newDeviceId()}`, systemBrowser);
    const landing = await systemBrowser.redirectOf((await callback()).href);
    expect(landing.href).toMatch(/^nameswiper:\/\/login-success\?token=/);
  });
});

describe('the login cookie', () => {
  const cookieOf = (response: Response) => {
    const [header, ...more] = response.headers.getSetCookie();
    expect(more).toEqual([]);
    return parseSetCookie(header ?? '');
  };

  it('holds the state for 10 minutes, HttpOnly, SameSite=Lax, on the callback path only', async () => {
    const response = await testBrowser().fetch(`${fixture.signInApp.baseUrl}/oauth2/authorization/oidc`);
    const state = new URL(response.headers.get('location') ?? '').searchParams.get('state');
    expect(cookieOf(response)).toEqual({
      name: 'login_state',
      value: state,
      maxAge: 600,
      path: '/login/oauth2/code/oidc',
      httpOnly: true,
      sameSite: 'lax',
    });
  });

  it('is cleared when the login comes back', async () => {
    fixture.newAccount();
    const browser = testBrowser();
    const { callback } = await fixture.startLogin('', browser);
    const response = await browser.fetch((await callback()).href);
    expect(cookieOf(response)).toMatchObject({
      name: 'login_state',
      maxAge: 0,
      path: '/login/oauth2/code/oidc',
    });
  });

  it('is Secure when PUBLIC_URL is https', async () => {
    const https = await startSignInApp(fixture.signInApp.auth.providers, {
      publicUrl: 'https://names.example.org',
    });
    try {
      const response = await testBrowser().fetch(`${https.baseUrl}/oauth2/authorization/oidc`);
      expect(cookieOf(response)).toMatchObject({ name: 'login_state', secure: true, sameSite: 'lax' });
    } finally {
      await https.close();
    }
  });
});
