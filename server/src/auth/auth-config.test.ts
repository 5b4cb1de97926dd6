import { describe, expect, it } from 'vitest';
import { loadAuthConfig } from './auth-config';

describe('sign-in configuration', () => {
  it('has no provider and a 30-day token by default', () => {
    const auth = loadAuthConfig({}, { production: false });
    expect(auth).toEqual({
      publicUrl: 'http://localhost:8080',
      providers: [],
      tokenTtlSeconds: 30 * 24 * 3600,
      appLoginRedirectUrl: 'nameswiper://login-success',
    });
  });

  it('enables each provider whose credentials are set, in the order Google, GitHub, OIDC', () => {
    const auth = loadAuthConfig(
      {
        PUBLIC_URL: 'https://names.example.org/',
        GOOGLE_CLIENT_ID: 'g-id',
        GOOGLE_CLIENT_SECRET: 'g-secret',
        GITHUB_CLIENT_ID: 'gh-id',
        GITHUB_CLIENT_SECRET: 'gh-secret',
        OIDC_ISSUER: 'https://id.example.org/realms/names',
        OIDC_CLIENT_ID: 'o-id',
        OIDC_NAME: 'Example ID',
        AUTH_TOKEN_SECRET: 's'.repeat(32),
        AUTH_TOKEN_TTL_DAYS: '7',
      },
      { production: false },
    );
    expect(auth.publicUrl).toBe('https://names.example.org');
    expect(auth.providers).toEqual([
      {
        key: 'google',
        kind: 'oidc',
        name: 'Google',
        issuer: 'https://accounts.google.com',
        clientId: 'g-id',
        clientSecret: 'g-secret',
      },
      { key: 'github', kind: 'github', name: 'GitHub', clientId: 'gh-id', clientSecret: 'gh-secret' },
      {
        key: 'oidc',
        kind: 'oidc',
        name: 'Example ID',
        issuer: 'https://id.example.org/realms/names',
        clientId: 'o-id',
      },
    ]);
    expect(auth.tokenSecret).toBe('s'.repeat(32));
    expect(auth.tokenTtlSeconds).toBe(7 * 24 * 3600);
  });

  it.each([
    [{ GOOGLE_CLIENT_ID: 'x' }, /GOOGLE_CLIENT_SECRET: is required when GOOGLE_CLIENT_ID is set/],
    [{ GITHUB_CLIENT_SECRET: 'x' }, /GITHUB_CLIENT_ID: is required when GITHUB_CLIENT_SECRET is set/],
    [{ OIDC_CLIENT_ID: 'x' }, /OIDC_ISSUER: is required/],
    [{ OIDC_ISSUER: 'https://id.example.org' }, /OIDC_CLIENT_ID: is required/],
    [{ OIDC_ISSUER: 'id.example.org', OIDC_CLIENT_ID: 'x' }, /OIDC_ISSUER/],
    [{ PUBLIC_URL: 'ftp://names.example.org' }, /PUBLIC_URL/],
    [{ AUTH_TOKEN_SECRET: 'short' }, /AUTH_TOKEN_SECRET: must be at least 32 characters/],
    [{ AUTH_TOKEN_TTL_DAYS: '0' }, /AUTH_TOKEN_TTL_DAYS/],
  ])('names the variable of a half or wrong configuration: %o', (env, message) => {
    expect(() => loadAuthConfig(env, { production: false })).toThrow(message);
  });

  describe('in production', () => {
    const google = { GOOGLE_CLIENT_ID: 'g-id', GOOGLE_CLIENT_SECRET: 'g-secret' };

    it('needs no secret while sign-in is off', () => {
      expect(loadAuthConfig({}, { production: true }).providers).toEqual([]);
    });

    it('refuses a configured sign-in without AUTH_TOKEN_SECRET', () => {
      expect(() => loadAuthConfig(google, { production: true })).toThrow(
        'AUTH_TOKEN_SECRET: is required in production when sign-in is configured',
      );
    });

    it.each(['a'.repeat(64), 'password'.repeat(5), '0123456789'.repeat(4)])(
      'refuses a long but predictable secret: %s',
      (secret) => {
        expect(() => loadAuthConfig({ ...google, AUTH_TOKEN_SECRET: secret }, { production: true })).toThrow(
          /AUTH_TOKEN_SECRET: is too predictable/,
        );
      },
    );

    it('accepts a random secret', () => {
      const secret = 'q3N8vX0rT5bK9mW2yH7cJ4pL1sD6fG8aZ0eR3tU5iO7u';
      expect(loadAuthConfig({ ...google, AUTH_TOKEN_SECRET: secret }, { production: true }).tokenSecret).toBe(
        secret,
      );
    });
  });
});
