import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeGitHub, FakeGitHubAccount } from '../../test/fake-github';
import { startFakeGitHub } from '../../test/fake-github';
import type { SignInApp } from '../../test/sign-in-app';
import { startSignInApp } from '../../test/sign-in-app';
import { testBrowser } from '../../test/test-browser';
import { newDeviceId } from '../../test/test-app';
import { chooseEmail } from './github-provider';

let github: FakeGitHub;
let signInApp: SignInApp;
let account: FakeGitHubAccount;

beforeAll(async () => {
  github = await startFakeGitHub(newAccount());
  signInApp = await startSignInApp([
    {
      key: 'github',
      kind: 'github',
      name: 'GitHub',
      clientId: 'gh-id',
      clientSecret: 'gh-secret',
      endpoints: github.endpoints,
    },
  ]);
});
afterAll(async () => {
  await signInApp.close();
  await github.close();
});
beforeEach(() => {
  account = newAccount();
  github.account = account;
});

function newAccount(): FakeGitHubAccount {
  const id = Math.floor(Math.random() * 1e9);
  return {
    id,
    login: `octo-${id}`,
    name: 'Mona Lisa',
    avatar_url: `https://avatars.example/u/${id}`,
    emails: [
      { email: `old-${id}@example.org`, primary: false, verified: true },
      { email: `mona-${id}@example.org`, primary: true, verified: true },
    ],
  };
}

async function login(query = '') {
  const browser = testBrowser();
  const authorize = await browser.redirectOf(`${signInApp.baseUrl}/oauth2/authorization/github${query}`);
  return { authorize, landing: await browser.redirectOf((await browser.redirectOf(authorize.href)).href) };
}

describe('sign-in with GitHub', () => {
  it('asks for the profile and e-mail scopes with state and PKCE, and no nonce', async () => {
    const { authorize } = await login();
    expect(authorize.searchParams.get('scope')).toBe('read:user user:email');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.has('state')).toBe(true);
    expect(authorize.searchParams.has('nonce')).toBe(false);
  });

  it('signs in with the primary verified e-mail, the name and the avatar, and links the device', async () => {
    const deviceId = newDeviceId();
    const { landing } = await login(`?deviceId=${deviceId}`);
    const claims = decodeJwt(landing.searchParams.get('token') ?? '');
    expect(claims).toMatchObject({
      sub: `mona-${account.id}@example.org`,
      name: 'Mona Lisa',
      picture: account.avatar_url,
    });
    const user = await signInApp.database.db
      .selectFrom('users')
      .selectAll()
      .where('provider', '=', 'github')
      .where('subject', '=', String(account.id))
      .executeTakeFirst();
    expect(user?.id).toBe(claims.uid);
    const device = await signInApp.database.db
      .selectFrom('devices')
      .select('user_id')
      .where('id', '=', deviceId)
      .executeTakeFirst();
    expect(device?.user_id).toBe(claims.uid);
  });

  it('uses the login as the name when the profile has none', async () => {
    github.account = { ...account, name: null };
    const { landing } = await login();
    expect(decodeJwt(landing.searchParams.get('token') ?? '').name).toBe(account.login);
  });

  it('refuses an account without a verified e-mail, storing nothing', async () => {
    github.account = { ...account, emails: [{ email: 'x@example.org', primary: true, verified: false }] };
    const { landing } = await login();
    expect(landing.search).toBe('?error=login-no-email');
    const users = await signInApp.database.db
      .selectFrom('users')
      .select('id')
      .where('subject', '=', String(account.id))
      .execute();
    expect(users).toEqual([]);
  });

  it('fails when the code exchange is refused', async () => {
    const browser = testBrowser();
    const authorize = await browser.redirectOf(`${signInApp.baseUrl}/oauth2/authorization/github`);
    const callback = await browser.redirectOf(authorize.href);
    callback.searchParams.set('code', randomUUID());
    expect((await browser.redirectOf(callback.href)).search).toBe('?error=login-failed');
  });
});

describe('chooseEmail', () => {
  it('prefers the primary address when it is verified', () => {
    expect(
      chooseEmail([
        { email: 'a@x.org', primary: false, verified: true },
        { email: 'b@x.org', primary: true, verified: true },
      ]),
    ).toBe('b@x.org');
  });

  it('takes the first verified address when the primary is not verified', () => {
    expect(
      chooseEmail([
        { email: 'a@x.org', primary: true, verified: false },
        { email: 'b@x.org', primary: false, verified: true },
      ]),
    ).toBe('b@x.org');
  });

  it('takes no unverified address', () => {
    expect(chooseEmail([{ email: 'a@x.org', primary: true, verified: false }])).toBeUndefined();
    expect(chooseEmail([])).toBeUndefined();
  });
});
