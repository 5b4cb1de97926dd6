import { randomUUID } from 'node:crypto';
import { DEFAULT_PREFERENCES } from '@name-swiper/contract/auth';
import type { Preferences } from '@name-swiper/contract/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createTestApp, newDeviceId } from '../../test/test-app';
import { setDeviceName } from './devices';
import type { ProviderIdentity } from './users';
import { findUser, getPreferences, setPreferences, signIn, signOutEverywhere } from './users';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;

/** The account a device is linked to, as the database has it. */
async function linkedUserOf(deviceId: string): Promise<string | null> {
  const device = await db()
    .selectFrom('devices')
    .select('user_id')
    .where('id', '=', deviceId)
    .executeTakeFirst();
  return device?.user_id ?? null;
}

function identity(overrides: Partial<ProviderIdentity> = {}): ProviderIdentity {
  const subject = randomUUID();
  return {
    provider: 'google',
    subject,
    email: `${subject}@example.org`,
    name: 'Sanne',
    picture: null,
    ...overrides,
  };
}

const PREFERENCES: Preferences = {
  lastName: 'Bakker',
  font: 'playful',
  language: 'nl',
  selectedTags: ['greek'],
  selectedGenders: ['M', 'N'],
};

describe('signOutEverywhere', () => {
  it("bumps the account's token version, which a later sign-in carries, and no other account's", async () => {
    const who = identity();
    const user = await signIn(db(), who, null);
    const other = await signIn(db(), identity(), null);
    await signOutEverywhere(db(), user.id);
    await signOutEverywhere(db(), user.id);
    expect((await findUser(db(), user.id))?.tokenVersion).toBe(2);
    expect((await findUser(db(), other.id))?.tokenVersion).toBe(0);
    expect((await signIn(db(), who, null)).tokenVersion).toBe(2);
  });
});

describe('signIn', () => {
  it('creates the account on first sign-in', async () => {
    const who = identity();
    const user = await signIn(db(), who, null);
    expect(user).toEqual({
      id: expect.any(String),
      email: who.email,
      name: 'Sanne',
      picture: null,
      tokenVersion: 0,
    });
    expect(await findUser(db(), user.id)).toEqual(user);
  });

  it('refreshes e-mail, name and picture of the same provider account, keeping its id', async () => {
    const who = identity();
    const first = await signIn(db(), who, null);
    const later = await signIn(
      db(),
      { ...who, email: 'new@example.org', name: null, picture: 'https://p.example/x' },
      null,
    );
    expect(later).toEqual({
      id: first.id,
      email: 'new@example.org',
      name: null,
      picture: 'https://p.example/x',
      tokenVersion: 0,
    });
  });

  it('keeps accounts of different providers apart, even with the same e-mail', async () => {
    const who = identity();
    const google = await signIn(db(), who, null);
    const github = await signIn(db(), { ...who, provider: 'github' }, null);
    expect(github.id).not.toBe(google.id);
  });

  it('creates an unknown device alone in its family, linked to the account', async () => {
    const deviceId = newDeviceId();
    const user = await signIn(db(), identity(), deviceId);
    expect(await linkedUserOf(deviceId)).toBe(user.id);
    const device = await db()
      .selectFrom('devices')
      .select('family_id')
      .where('id', '=', deviceId)
      .executeTakeFirst();
    expect(device?.family_id).toBe(deviceId);
  });

  it('links an existing device without touching its name, and moves it to the account that signs in last', async () => {
    const deviceId = newDeviceId();
    await setDeviceName(db(), deviceId, 'Kitchen tablet');
    await signIn(db(), identity(), deviceId);
    const second = await signIn(db(), identity(), deviceId);
    expect(await linkedUserOf(deviceId)).toBe(second.id);
    const device = await db()
      .selectFrom('devices')
      .select('display_name')
      .where('id', '=', deviceId)
      .executeTakeFirst();
    expect(device?.display_name).toBe('Kitchen tablet');
  });
});

describe('preferences', () => {
  it('are the defaults, never stored, for a new account', async () => {
    const user = await signIn(db(), identity(), null);
    expect(await getPreferences(db(), user.id)).toEqual({ ...DEFAULT_PREFERENCES, updatedAt: null });
  });

  it('are replaced as a whole and read back with their time', async () => {
    const user = await signIn(db(), identity(), null);
    await setPreferences(db(), user.id, DEFAULT_PREFERENCES, 1_000);
    expect(await setPreferences(db(), user.id, PREFERENCES, 2_000)).toEqual({
      ...PREFERENCES,
      updatedAt: 2_000,
    });
    expect(await getPreferences(db(), user.id)).toEqual({ ...PREFERENCES, updatedAt: 2_000 });
  });

  it('survive a later sign-in of the account', async () => {
    const who = identity();
    const user = await signIn(db(), who, null);
    await setPreferences(db(), user.id, PREFERENCES, 3_000);
    await signIn(db(), who, newDeviceId());
    expect(await getPreferences(db(), user.id)).toMatchObject(PREFERENCES);
  });

  it('fall back to the defaults when what is stored no longer fits the contract', async () => {
    const user = await signIn(db(), identity(), null);
    await db()
      .updateTable('users')
      .set({
        preferences: JSON.stringify({ ...PREFERENCES, font: 'retired-font' }),
        preferences_updated_at: 5,
      })
      .where('id', '=', user.id)
      .execute();
    expect(await getPreferences(db(), user.id)).toEqual({ ...DEFAULT_PREFERENCES, updatedAt: null });
  });
});
