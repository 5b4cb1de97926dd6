import * as oidc from 'openid-client';
import type { Db } from '../db/db';

export const LOGIN_STATE_TTL_MS = 10 * 60 * 1000;

export type LoginReturn = 'web' | 'app';

/** A login between the redirect to the provider and its return, kept in the database so any instance ends it. */
export interface PendingLogin {
  state: string;
  provider: string;
  codeVerifier: string;
  /** Only for OpenID Connect providers, which put it into the ID token. */
  nonce: string | null;
  deviceId: string | null;
  returnTo: LoginReturn;
}

export interface LoginStart {
  provider: string;
  withNonce: boolean;
  deviceId: string | null;
  returnTo: LoginReturn;
}

/** A new login with fresh state, PKCE verifier and (for OpenID Connect) nonce; `saveLogin` stores it. */
export function newLogin(start: LoginStart): PendingLogin {
  return {
    state: oidc.randomState(),
    provider: start.provider,
    codeVerifier: oidc.randomPKCECodeVerifier(),
    nonce: start.withNonce ? oidc.randomNonce() : null,
    deviceId: start.deviceId,
    returnTo: start.returnTo,
  };
}

/** Stores the pending login until it returns or expires, and clears logins that expired unused. */
export async function saveLogin(db: Db, login: PendingLogin, now = Date.now()): Promise<void> {
  await db.deleteFrom('login_states').where('expires_at', '<', now).execute();
  await db
    .insertInto('login_states')
    .values({
      state: login.state,
      provider: login.provider,
      code_verifier: login.codeVerifier,
      nonce: login.nonce,
      device_id: login.deviceId,
      return_to: login.returnTo,
      expires_at: now + LOGIN_STATE_TTL_MS,
    })
    .execute();
}

export type TakenLogin =
  { found: true; login: PendingLogin } | { found: false; reason: 'unknown' | 'expired' };

/**
 * Removes the pending login of `state` and returns it: a state is good for one return only, so a replayed or
 * forged state finds nothing. A login that returns to another provider than it started at counts as unknown.
 */
export async function takeLogin(
  db: Db,
  state: string,
  provider: string,
  now = Date.now(),
): Promise<TakenLogin> {
  const row = await db
    .deleteFrom('login_states')
    .where('state', '=', state)
    .returningAll()
    .executeTakeFirst();
  if (!row || row.provider !== provider) {
    return { found: false, reason: 'unknown' };
  }
  if (row.expires_at < now) {
    return { found: false, reason: 'expired' };
  }
  return {
    found: true,
    login: {
      state: row.state,
      provider: row.provider,
      codeVerifier: row.code_verifier,
      nonce: row.nonce,
      deviceId: row.device_id,
      returnTo: row.return_to,
    },
  };
}
