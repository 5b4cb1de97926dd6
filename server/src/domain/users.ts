import { randomUUID } from 'node:crypto';
import type { Preferences, Profile, StoredPreferences } from '@name-swiper/contract/auth';
import { DEFAULT_PREFERENCES, preferencesSchema } from '@name-swiper/contract/auth';
import type { Db } from '../db/db';
import { ensureDevice } from './devices';

/** Who signed in, as the identity provider vouches for it. */
export interface ProviderIdentity {
  provider: string;
  /** The provider's stable id of the account (OIDC `sub`, GitHub's numeric id). */
  subject: string;
  email: string;
  name: string | null;
  picture: string | null;
}

export interface SignedInUser extends Profile {
  id: string;
  /** The version every token of the account must carry; bumped by signOutEverywhere. */
  tokenVersion: number;
}

/**
 * Creates the account on its first sign-in and refreshes its e-mail, name and picture on every later one, and
 * links the device the login started on to it (creating the device when it is new).
 */
export async function signIn(
  db: Db,
  identity: ProviderIdentity,
  deviceId: string | null,
  now = Date.now(),
): Promise<SignedInUser> {
  return db.transaction().execute(async (trx) => {
    const { email, name, picture } = identity;
    const user = await trx
      .insertInto('users')
      .values({ id: randomUUID(), ...identity, preferences: null, created_at: now, updated_at: now })
      .onConflict((oc) =>
        oc.columns(['provider', 'subject']).doUpdateSet({ email, name, picture, updated_at: now }),
      )
      .returning(['id', 'token_version'])
      .executeTakeFirstOrThrow();
    if (deviceId) {
      await ensureDevice(trx, deviceId, now);
      await trx.updateTable('devices').set({ user_id: user.id }).where('id', '=', deviceId).execute();
    }
    return { id: user.id, email, name, picture, tokenVersion: user.token_version };
  });
}

export async function findUser(db: Db, userId: string): Promise<SignedInUser | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'picture', 'token_version as tokenVersion'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Refuses every token the account has been given so far, on every device; the next sign-in gets a valid one. */
export async function signOutEverywhere(db: Db, userId: string, now = Date.now()): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1), updated_at: now }))
    .where('id', '=', userId)
    .execute();
}

/** The account's synced preferences; the contract's defaults (with `updatedAt` null) until it stores some. */
export async function getPreferences(db: Db, userId: string): Promise<StoredPreferences> {
  const row = await db
    .selectFrom('users')
    .select(['preferences', 'preferences_updated_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  const stored = row?.preferences ? preferencesSchema.safeParse(JSON.parse(row.preferences)) : undefined;
  if (!stored?.success) {
    return { ...DEFAULT_PREFERENCES, updatedAt: null };
  }
  return { ...stored.data, updatedAt: row?.preferences_updated_at ?? null };
}

/** Replaces the account's preferences (already validated by the contract schema); the last write wins. */
export async function setPreferences(
  db: Db,
  userId: string,
  preferences: Preferences,
  now = Date.now(),
): Promise<StoredPreferences> {
  await db
    .updateTable('users')
    .set({ preferences: JSON.stringify(preferences), preferences_updated_at: now, updated_at: now })
    .where('id', '=', userId)
    .execute();
  return { ...preferences, updatedAt: now };
}
