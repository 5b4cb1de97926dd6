import { hkdfSync, randomBytes } from 'node:crypto';

const KEY_BYTES = 32;
/** Part of the derivation: changing it changes the key, which refuses every token issued before. */
const HKDF_INFO = 'name-swiper auth-token HS256';

/**
 * The HMAC key our tokens are signed with. From `AUTH_TOKEN_SECRET` it is derived with HKDF-SHA256, so the key is
 * the same on every instance and after restarts, and neither the secret nor the key is ever stored. Without a
 * secret (development only: production refuses to start that way with sign-in configured) the key is random and
 * lives in this process alone, so its tokens stop working when the process ends.
 */
export function tokenSigningKey(secret?: string): Uint8Array {
  if (secret === undefined) {
    return new Uint8Array(randomBytes(KEY_BYTES));
  }
  return new Uint8Array(hkdfSync('sha256', secret, '', HKDF_INFO, KEY_BYTES));
}
