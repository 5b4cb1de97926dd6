import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import type { SignedInUser } from '../domain/users';
import { createTokens } from './tokens';

const key = new TextEncoder().encode('k'.repeat(32));
const user: SignedInUser = {
  id: '6f1c1c3e-8f7a-4c1e-9a63-1d2b3c4d5e6f',
  email: 'anna@example.org',
  name: 'Anna',
  picture: 'https://example.org/anna.png',
  tokenVersion: 3,
};
const HOUR = 3600;

function tokensAt(now: number, options: { issuer?: string; secret?: Uint8Array } = {}) {
  const secret = options.secret ?? key;
  return createTokens({
    key: secret,
    issuer: options.issuer ?? 'http://localhost:8080',
    ttlSeconds: HOUR,
    now: () => now,
  });
}

describe('tokens', () => {
  const now = Date.UTC(2025, 0, 1);

  it('carries sub = e-mail, name, picture, uid, ver, iat, exp and iss, signed HS256', async () => {
    const token = await tokensAt(now).issue(user);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(decodeJwt(token)).toEqual({
      sub: 'anna@example.org',
      name: 'Anna',
      picture: 'https://example.org/anna.png',
      uid: user.id,
      ver: 3,
      iat: now / 1000,
      exp: now / 1000 + HOUR,
      iss: 'http://localhost:8080',
    });
    expect(await tokensAt(now).verify(token)).toMatchObject({ uid: user.id, sub: 'anna@example.org' });
  });

  it('leaves out a name and picture the account does not have', async () => {
    const claims = decodeJwt(await tokensAt(now).issue({ ...user, name: null, picture: null }));
    expect(claims).not.toHaveProperty('name');
    expect(claims).not.toHaveProperty('picture');
  });

  it('is valid until its expiry and not after', async () => {
    const token = await tokensAt(now).issue(user);
    expect(await tokensAt(now + HOUR * 1000 - 1000).verify(token)).toBeDefined();
    expect(await tokensAt(now + HOUR * 1000 + 1000).verify(token)).toBeUndefined();
  });

  it('refuses a token issued more than 60 s ahead of our clock, and takes one within that skew', async () => {
    const ahead = await tokensAt(now + 5 * 60 * 1000).issue(user);
    expect(await tokensAt(now).verify(ahead)).toBeUndefined();
    const skewed = await tokensAt(now + 60 * 1000).issue(user);
    expect(await tokensAt(now).verify(skewed)).toBeDefined();
  });

  it('refuses a token of another issuer or key, and a tampered one', async () => {
    const token = await tokensAt(now).issue(user);
    expect(await tokensAt(now, { issuer: 'https://elsewhere.example' }).verify(token)).toBeUndefined();
    expect(
      await tokensAt(now, { secret: new TextEncoder().encode('o'.repeat(32)) }).verify(token),
    ).toBeUndefined();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decodeJwt(token), uid: 'someone-else' })).toString(
      'base64url',
    );
    expect(await tokensAt(now).verify(`${header}.${forged}.${signature}`)).toBeUndefined();
    expect(await tokensAt(now).verify('garbage')).toBeUndefined();
  });

  it('refuses an unsigned token', async () => {
    const token = await tokensAt(now).issue(user);
    const [, payload] = token.split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    expect(await tokensAt(now).verify(`${none}.${payload}.`)).toBeUndefined();
  });
});
