import { randomUUID } from 'node:crypto';
import type { Preferences } from '@name-swiper/contract/auth';
import { DEFAULT_PREFERENCES, profileSchema, storedPreferencesSchema } from '@name-swiper/contract/auth';
import { problemSchema } from '@name-swiper/contract/problem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInApp } from '../../../test/sign-in-app';
import { codePointLabel, FORBIDDEN_CHARACTER_CLASSES } from '../../../test/forbidden-characters';
import { startSignInApp, TEST_TOKEN_SECRET } from '../../../test/sign-in-app';
import { tokenSigningKey } from '../../auth/signing-key';
import { createTokens } from '../../auth/tokens';
import type { SignedInUser } from '../../domain/users';
import { signIn, signOutEverywhere } from '../../domain/users';

let signInApp: SignInApp;
beforeAll(async () => {
  signInApp = await startSignInApp([]);
});
afterAll(() => signInApp.close());

const DAY_MS = 24 * 60 * 60 * 1000;

function tokensAt(now: number, secret = TEST_TOKEN_SECRET) {
  return createTokens({
    key: tokenSigningKey(secret),
    issuer: signInApp.auth.publicUrl,
    ttlSeconds: signInApp.auth.tokenTtlSeconds,
    now: () => now,
  });
}

async function newUser(): Promise<SignedInUser> {
  const subject = randomUUID();
  return signIn(
    signInApp.database.db,
    {
      provider: 'oidc',
      subject,
      email: `${subject}@example.org`,
      name: 'Bram',
      picture: null,
    },
    null,
  );
}

async function tokenFor(user: SignedInUser, now = Date.now()) {
  return tokensAt(now).issue(user);
}

function request(method: 'GET' | 'PUT', url: string, token?: string, payload?: unknown) {
  return signInApp.app.inject({
    method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

const PREFERENCES: Preferences = {
  lastName: 'Jansen',
  font: 'serif',
  language: 'nl',
  selectedTags: ['netherlands', 'nature'],
  selectedGenders: ['F'],
};

describe('GET /api/me', () => {
  it('answers the profile for a valid token', async () => {
    const user = await newUser();
    const response = await request('GET', '/api/me', await tokenFor(user));
    expect(response.statusCode).toBe(200);
    expect(profileSchema.parse(response.json())).toEqual({ email: user.email, name: 'Bram', picture: null });
  });

  it('answers 401 with WWW-Authenticate: Bearer without a token', async () => {
    const response = await request('GET', '/api/me');
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(problemSchema.parse(response.json())).toMatchObject({ status: 401, code: 'unauthorized' });
  });

  it('answers 401 for another authorization scheme', async () => {
    const response = await signInApp.app.inject({ url: '/api/me', headers: { authorization: 'Basic YTpi' } });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['an expired token', async (user: SignedInUser) => tokenFor(user, Date.now() - 31 * DAY_MS)],
    [
      'a token issued 5 minutes in the future',
      async (user: SignedInUser) => tokenFor(user, Date.now() + 5 * 60 * 1000),
    ],
    [
      'a token with a changed payload',
      async (user: SignedInUser) => {
        const [header, payload, signature] = (await tokenFor(user)).split('.');
        const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
        const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone@else.org' })).toString(
          'base64url',
        );
        return `${header}.${forged}.${signature}`;
      },
    ],
    [
      'a token signed with another key',
      async (user: SignedInUser) => tokensAt(Date.now(), 'x'.repeat(40)).issue(user),
    ],
    [
      'a token issued before the account signed out everywhere',
      async (user: SignedInUser) => {
        const token = await tokenFor(user);
        await signOutEverywhere(signInApp.database.db, user.id);
        return token;
      },
    ],
    [
      'a token of an account that does not exist',
      async () => tokenFor({ ...(await newUser()), id: randomUUID() }),
    ],
    ['something that is no token at all', async () => 'not.a.token'],
  ])('answers 401 invalid_token for %s', async (_case, makeToken) => {
    const token = await makeToken(await newUser());
    const response = await request('GET', '/api/me', token);
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect(problemSchema.parse(response.json()).detail).toBe(
      'The sign-in token is invalid or has expired; sign in again.',
    );
  });

  it('still accepts a token just before it expires', async () => {
    const user = await newUser();
    const response = await request('GET', '/api/me', await tokenFor(user, Date.now() - 29 * DAY_MS));
    expect(response.statusCode).toBe(200);
  });
});

describe('GET/PUT /api/me/preferences', () => {
  it('answers the defaults with updatedAt null before any are stored', async () => {
    const response = await request('GET', '/api/me/preferences', await tokenFor(await newUser()));
    expect(response.statusCode).toBe(200);
    expect(storedPreferencesSchema.parse(response.json())).toEqual({
      ...DEFAULT_PREFERENCES,
      updatedAt: null,
    });
  });

  it('stores them and any token of the account reads them back', async () => {
    const user = await newUser();
    const saved = await request('PUT', '/api/me/preferences', await tokenFor(user), PREFERENCES);
    expect(saved.statusCode).toBe(200);
    const { updatedAt } = storedPreferencesSchema.parse(saved.json());
    expect(updatedAt).toBeGreaterThan(0);

    const otherDevicesToken = await tokenFor(user, Date.now() - 1000);
    const read = await request('GET', '/api/me/preferences', otherDevicesToken);
    expect(read.json()).toEqual({ ...PREFERENCES, updatedAt });
  });

  it('trims the last name', async () => {
    const token = await tokenFor(await newUser());
    const saved = await request('PUT', '/api/me/preferences', token, {
      ...PREFERENCES,
      lastName: '  de Vries ',
    });
    expect(saved.json()).toMatchObject({ lastName: 'de Vries' });
  });

  it.each([
    ['an unknown font', { font: 'comic' }, "Body field 'font' must be one of standard"],
    ['an unknown language', { language: 'fr' }, "Body field 'language' must be one of en, nl"],
    [
      'a gender outside M, F, N',
      { selectedGenders: ['X'] },
      "Body field 'selectedGenders.0' must be one of M, F, N",
    ],
    [
      'a malformed tag',
      { selectedTags: ['Not A Tag'] },
      "Body field 'selectedTags.0' must be a lower-case tag",
    ],
    [
      'a last name over 60 characters',
      { lastName: 'x'.repeat(61) },
      "Body field 'lastName' must be at most 60",
    ],
    ['a missing field', { font: undefined }, "Body field 'font' is required."],
  ])('rejects %s with 400 and keeps what was stored', async (_case, change, detail) => {
    const token = await tokenFor(await newUser());
    await request('PUT', '/api/me/preferences', token, PREFERENCES);
    const response = await request('PUT', '/api/me/preferences', token, { ...PREFERENCES, ...change });
    expect(response.statusCode).toBe(400);
    expect(problemSchema.parse(response.json()).detail).toContain(detail);
    const read = await request('GET', '/api/me/preferences', token);
    expect(read.json()).toMatchObject(PREFERENCES);
  });

  it.each(FORBIDDEN_CHARACTER_CLASSES)(
    'rejects a last name with any of the %s, with 400 naming the field and the character',
    async (_class, codePoints) => {
      const token = await tokenFor(await newUser());
      await request('PUT', '/api/me/preferences', token, PREFERENCES);
      for (const codePoint of codePoints) {
        const lastName = `de${String.fromCodePoint(codePoint)} Vries`;
        const response = await request('PUT', '/api/me/preferences', token, { ...PREFERENCES, lastName });
        expect(response.statusCode).toBe(400);
        expect(problemSchema.parse(response.json())).toMatchObject({
          code: 'invalid-characters',
          detail: `Body field 'lastName' must not contain control, invisible or text-direction characters (found ${codePointLabel(codePoint)}).`,
        });
      }
      const read = await request('GET', '/api/me/preferences', token);
      expect(read.json()).toMatchObject(PREFERENCES);
    },
  );

  it('stores the last name in Unicode normalisation form C', async () => {
    const token = await tokenFor(await newUser());
    const saved = await request('PUT', '/api/me/preferences', token, {
      ...PREFERENCES,
      lastName: 'Mu\u0308ller',
    });
    expect(saved.json()).toMatchObject({ lastName: 'M\u00FCller' });
    const read = await request('GET', '/api/me/preferences', token);
    expect(read.json()).toMatchObject({ lastName: 'Müller' });
  });

  it('checks the token before the body', async () => {
    const response = await request('PUT', '/api/me/preferences', 'expired.or.tampered', { font: 'comic' });
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 without a token and writes nothing', async () => {
    const response = await request('PUT', '/api/me/preferences', undefined, PREFERENCES);
    expect(response.statusCode).toBe(401);
  });
});

describe('with no provider configured', () => {
  it('the login card gets an empty provider list', async () => {
    const response = await signInApp.app.inject('/api/auth/providers');
    expect(response.json()).toEqual({ providers: [] });
  });

  it.each([
    '/oauth2/authorization/google',
    '/login/oauth2/code/google?state=x&code=y',
    '/oauth2/authorization/oidc',
  ])('%s is a 404', async (url) => {
    const response = await signInApp.app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('documents the new routes in /api/docs', async () => {
    const document = (await signInApp.app.inject('/api/docs')).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/auth/providers', '/api/me', '/api/me/preferences']),
    );
    expect(document.paths['/api/me/preferences'].put.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/auth/providers'].get).not.toHaveProperty('security');
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});
