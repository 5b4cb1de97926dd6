import { authProvidersSchema, profileSchema, tokenClaimsSchema } from '@name-swiper/contract/auth';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MockAccount } from '../../../test/mock-oidc-provider';
import type { OidcFixture } from '../../../test/sign-in-app';
import { startOidcFixture } from '../../../test/sign-in-app';
import { newDeviceId } from '../../../test/test-app';

let fixture: OidcFixture;
beforeAll(async () => {
  fixture = await startOidcFixture();
});
afterAll(() => fixture.close());
afterEach(() => fixture.forgetAccount());

const newAccount = (overrides: Partial<MockAccount> = {}) => fixture.newAccount(overrides);
const startLogin = (query = '') => fixture.startLogin(query);
const login = (query = '') => fixture.login(query);
const db = () => fixture.db;
const usersWithSubject = (subject: string) =>
  db().selectFrom('users').selectAll().where('subject', '=', subject).execute();

describe('GET /api/auth/providers', () => {
  it('lists the configured provider for the login card', async () => {
    const response = await fetch(`${fixture.signInApp.baseUrl}/api/auth/providers`);
    expect(authProvidersSchema.parse(await response.json())).toEqual({
      providers: [{ key: 'oidc', name: 'Mock ID' }],
    });
  });
});

describe('sign-in with an OpenID Connect provider', () => {
  it('redirects with state, PKCE and nonce, and the redirect URI under PUBLIC_URL', async () => {
    const { authorize } = await startLogin();
    expect(authorize.origin).toBe(new URL(fixture.mock.issuer).origin);
    const params = authorize.searchParams;
    expect(params.get('redirect_uri')).toBe(`${fixture.signInApp.baseUrl}/login/oauth2/code/oidc`);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(params.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(params.get('scope')).toBe('openid email profile');
  });

  it('creates the user, links the device and hands our token to /login-success', async () => {
    const account = newAccount();
    const deviceId = newDeviceId();
    const landing = await login(`?deviceId=${deviceId}`);
    expect(landing.pathname).toBe('/login-success');
    const token = landing.searchParams.get('token') ?? '';
    const claims = tokenClaimsSchema.parse(decodeJwt(token));
    expect(claims).toMatchObject({ sub: account.email, name: account.name, picture: account.picture });
    expect(claims.exp - claims.iat).toBe(30 * 24 * 60 * 60);

    const [user] = await usersWithSubject(account.sub);
    expect(user).toMatchObject({
      id: claims.uid,
      provider: 'oidc',
      email: account.email,
      name: account.name,
    });
    const device = await db().selectFrom('devices').selectAll().where('id', '=', deviceId).executeTakeFirst();
    expect(device?.user_id).toBe(claims.uid);

    const me = await fetch(`${fixture.signInApp.baseUrl}/api/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profileSchema.parse(await me.json())).toEqual({
      email: account.email,
      name: account.name,
      picture: account.picture,
    });
  });

  it('updates the same user on a later sign-in and links the second device too', async () => {
    const account = newAccount();
    const [first, second] = [newDeviceId(), newDeviceId()];
    const firstClaims = decodeJwt((await login(`?deviceId=${first}`)).searchParams.get('token') ?? '');
    newAccount({ sub: account.sub, name: 'Anna Jansen', email: 'anna.jansen@example.org' });
    const secondClaims = decodeJwt((await login(`?deviceId=${second}`)).searchParams.get('token') ?? '');

    expect(secondClaims.uid).toBe(firstClaims.uid);
    expect(secondClaims).toMatchObject({ sub: 'anna.jansen@example.org', name: 'Anna Jansen' });
    const users = await usersWithSubject(account.sub);
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ email: 'anna.jansen@example.org', name: 'Anna Jansen' });
    const linked = await db()
      .selectFrom('devices')
      .select('user_id')
      .where('id', 'in', [first, second])
      .execute();
    expect(linked.map((device) => device.user_id)).toEqual([firstClaims.uid, firstClaims.uid]);
  });

  it('signs in without a device id, linking nothing', async () => {
    const account = newAccount();
    const landing = await login();
    expect(landing.searchParams.has('token')).toBe(true);
    const [user] = await usersWithSubject(account.sub);
    const devices = await db()
      .selectFrom('devices')
      .select('id')
      .where('user_id', '=', user?.id ?? '')
      .execute();
    expect(devices).toEqual([]);
  });

  it('returns to the native app through its URL scheme for client=app', async () => {
    newAccount();
    const landing = await login(`?client=app&deviceId=${newDeviceId()}`);
    expect(landing.href).toMatch(/^nameswiper:\/\/login-success\?token=/);
  });

  it('treats an upper-case device id as the same device', async () => {
    newAccount();
    const deviceId = newDeviceId();
    const claims = decodeJwt(
      (await login(`?deviceId=${deviceId.toUpperCase()}`)).searchParams.get('token') ?? '',
    );
    const device = await db()
      .selectFrom('devices')
      .select('user_id')
      .where('id', '=', deviceId)
      .executeTakeFirst();
    expect(device?.user_id).toBe(claims.uid);
  });

  it('a state is gone once it has been used', async () => {
    newAccount();
    const { state, callback } = await startLogin();
    await fixture.redirectOf((await callback()).href);
    const left = await db().selectFrom('login_states').select('state').where('state', '=', state).execute();
    expect(left).toEqual([]);
  });
});
