import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openScratchDatabase } from '../../test/test-database';
import type { LoginStart } from './login-states';
import { LOGIN_STATE_TTL_MS, newLogin, saveLogin, takeLogin } from './login-states';
import { sharedDatabase } from '../../test/shared-database';

let database: DatabaseHandle;
beforeAll(() => {
  database = openScratchDatabase(sharedDatabase());
});
afterAll(() => database.close());
const db = () => database.db;

const start = (overrides: Partial<LoginStart> = {}): LoginStart => ({
  provider: 'oidc',
  withNonce: true,
  deviceId: randomUUID(),
  returnTo: 'web',
  ...overrides,
});

describe('newLogin', () => {
  it('makes a fresh state, PKCE verifier and nonce each time', () => {
    const [a, b] = [newLogin(start()), newLogin(start())];
    expect(a.state).not.toBe(b.state);
    expect(a.codeVerifier).toMatch(/^[\w-]{43,128}$/);
    expect(a.codeVerifier).not.toBe(b.codeVerifier);
    expect(a.nonce).not.toBe(b.nonce);
  });

  it('has no nonce for a plain OAuth2 provider', () => {
    expect(newLogin(start({ withNonce: false })).nonce).toBeNull();
  });
});

describe('saveLogin and takeLogin', () => {
  it('gives the login back once', async () => {
    const login = newLogin(start({ returnTo: 'app' }));
    await saveLogin(db(), login);
    expect(await takeLogin(db(), login.state, 'oidc')).toEqual({ found: true, login });
    expect(await takeLogin(db(), login.state, 'oidc')).toEqual({ found: false, reason: 'unknown' });
  });

  it('refuses a login after ten minutes', async () => {
    const now = Date.now();
    const login = newLogin(start());
    await saveLogin(db(), login, now);
    expect(await takeLogin(db(), login.state, 'oidc', now + LOGIN_STATE_TTL_MS + 1)).toEqual({
      found: false,
      reason: 'expired',
    });
  });

  it('accepts a login just inside ten minutes', async () => {
    const now = Date.now();
    const login = newLogin(start());
    await saveLogin(db(), login, now);
    expect((await takeLogin(db(), login.state, 'oidc', now + LOGIN_STATE_TTL_MS)).found).toBe(true);
  });

  it('refuses a login that returns to another provider, and uses it up', async () => {
    const login = newLogin(start({ provider: 'google' }));
    await saveLogin(db(), login);
    expect(await takeLogin(db(), login.state, 'github')).toEqual({ found: false, reason: 'unknown' });
    expect((await takeLogin(db(), login.state, 'google')).found).toBe(false);
  });

  it('clears logins that expired unused when a new one starts', async () => {
    const now = Date.now();
    const stale = newLogin(start());
    await saveLogin(db(), stale, now - 2 * LOGIN_STATE_TTL_MS);
    await saveLogin(db(), newLogin(start()), now);
    const left = await db()
      .selectFrom('login_states')
      .select('state')
      .where('state', '=', stale.state)
      .execute();
    expect(left).toEqual([]);
  });
});
