import { timingSafeEqual } from 'node:crypto';
import { parseCookie, stringifySetCookie } from 'cookie';
import { LOGIN_STATE_TTL_MS } from './login-states';
import { callbackPath } from './providers';

const COOKIE_NAME = 'login_state';

/**
 * The cookie that binds a login's state to the browser that started it (login CSRF): it lives as long as the
 * pending login, only on the provider's callback path, out of reach of scripts. SameSite=Lax still sends it on the
 * provider's top-level GET redirect back to us.
 */
export function loginStateCookie(publicUrl: string, provider: string, state: string): string {
  return setCookie(publicUrl, provider, state, LOGIN_STATE_TTL_MS / 1000);
}

/** Removes the login cookie once its login has come back. */
export function clearedLoginStateCookie(publicUrl: string, provider: string): string {
  return setCookie(publicUrl, provider, '', 0);
}

function setCookie(publicUrl: string, provider: string, value: string, maxAge: number): string {
  return stringifySetCookie({
    name: COOKIE_NAME,
    value,
    maxAge,
    path: callbackPath(provider),
    httpOnly: true,
    sameSite: 'lax',
    secure: new URL(publicUrl).protocol === 'https:',
  });
}

/** Whether the request's Cookie header carries the login cookie of `state`. */
export function cookieMatchesState(cookieHeader: string | undefined, state: string): boolean {
  const cookie = parseCookie(cookieHeader ?? '')[COOKIE_NAME];
  if (cookie === undefined) {
    return false;
  }
  const [presented, expected] = [Buffer.from(cookie), Buffer.from(state)];
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}
