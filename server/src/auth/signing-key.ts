import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

export const SIGNING_KEY_NAME = 'auth-token-key';
const GENERATED_KEY_BYTES = 32;

/**
 * The HMAC key our tokens are signed with: `AUTH_TOKEN_SECRET` when configured, otherwise a random key generated
 * on first use and kept in `server_secrets`, so every instance signs alike and restarts keep tokens valid. Two
 * instances generating at once both insert-or-ignore and then read the one row that won.
 */
export async function loadSigningKey(
  db: Db,
  configuredSecret?: string,
  now = Date.now(),
): Promise<Uint8Array> {
  if (configuredSecret) {
    return new TextEncoder().encode(configuredSecret);
  }
  const stored = await readStoredKey(db);
  if (stored) {
    return stored;
  }
  await db
    .insertInto('server_secrets')
    .values({
      name: SIGNING_KEY_NAME,
      value: randomBytes(GENERATED_KEY_BYTES).toString('base64url'),
      created_at: now,
    })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const created = await readStoredKey(db);
  if (!created) {
    throw new Error('The token signing key could not be stored.');
  }
  return created;
}

/** The signing key, loaded when a token is first issued or checked, and loaded again after a failure. */
export function signingKeyOnFirstUse(db: Db, configuredSecret?: string): () => Promise<Uint8Array> {
  let key: Promise<Uint8Array> | undefined;
  return () => {
    key ??= loadSigningKey(db, configuredSecret).catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
}

async function readStoredKey(db: Db): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', SIGNING_KEY_NAME)
    .executeTakeFirst();
  return row ? Buffer.from(row.value, 'base64url') : undefined;
}
