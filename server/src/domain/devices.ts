import type { Db } from '../db/db';
import { shapedQuery } from '../db/shaped-query';

/** `last_seen_at` is written at most this often per device, so that a swiping device does not write it per vote. */
export const LAST_SEEN_GRANULARITY_MS = 60_000;

const knownDevices = shapedQuery('known-devices', (db, devices: { id: string }[]) =>
  db
    .selectFrom('devices')
    .select(['id', 'last_seen_at'])
    .where(
      'id',
      'in',
      devices.map((device) => device.id),
    ),
);

/**
 * Creates the devices, each alone in a family of one, on first sight, and otherwise notes that they were seen
 * (to the minute). A device's first family's id is the device id, so concurrent first requests cannot create two
 * families.
 */
export async function ensureDevices(db: Db, deviceIds: string[], now = Date.now()): Promise<void> {
  if (deviceIds.length === 0) {
    return;
  }
  const known = await knownDevices(
    db,
    deviceIds.map((id) => ({ id })),
  );
  const knownIds = new Set(known.map((row) => row.id));
  const unseenForAMinute = known
    .filter((row) => Number(row.last_seen_at) <= now - LAST_SEEN_GRANULARITY_MS)
    .map((row) => row.id);
  if (unseenForAMinute.length > 0) {
    await db.updateTable('devices').set({ last_seen_at: now }).where('id', 'in', unseenForAMinute).execute();
  }
  const missing = deviceIds.filter((id) => !knownIds.has(id));
  if (missing.length === 0) {
    return;
  }
  await db
    .insertInto('families')
    .values(missing.map((id) => ({ id, created_at: now })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('devices')
    .values(
      missing.map((id) => ({
        id,
        display_name: null,
        family_id: id,
        joined_at: now,
        created_at: now,
        last_seen_at: now,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export function ensureDevice(db: Db, deviceId: string, now = Date.now()): Promise<void> {
  return ensureDevices(db, [deviceId], now);
}

export async function getDeviceName(db: Db, deviceId: string): Promise<string | null> {
  const device = await db
    .selectFrom('devices')
    .select('display_name')
    .where('id', '=', deviceId)
    .executeTakeFirst();
  return device?.display_name ?? null;
}

/**
 * Sets the display name other family members see; the name arrives trimmed and length-checked, and an empty one
 * clears it (the device is unnamed again, as before its first name).
 */
export async function setDeviceName(
  db: Db,
  deviceId: string,
  name: string,
  now = Date.now(),
): Promise<string | null> {
  const displayName = name === '' ? null : name;
  await db.transaction().execute(async (trx) => {
    await ensureDevice(trx, deviceId, now);
    await trx.updateTable('devices').set({ display_name: displayName }).where('id', '=', deviceId).execute();
  });
  return displayName;
}

export async function familyIdOf(db: Db, deviceId: string): Promise<string | undefined> {
  const device = await db
    .selectFrom('devices')
    .select('family_id')
    .where('id', '=', deviceId)
    .executeTakeFirst();
  return device?.family_id;
}

/**
 * Holds the family's row until the transaction ends, so that checks of a family's size (members, own names) and the
 * write they allow happen one transaction at a time per family on PostgreSQL; SQLite has one writer anyway.
 */
export async function lockFamily(trx: Db, familyId: string): Promise<void> {
  await trx
    .updateTable('families')
    .set((eb) => ({ created_at: eb.ref('created_at') }))
    .where('id', '=', familyId)
    .execute();
}

/** The "Your name" of each of these devices that has one. */
export async function displayNames(db: Db, deviceIds: readonly string[]): Promise<Map<string, string>> {
  if (deviceIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .selectFrom('devices')
    .select(['id', 'display_name'])
    .where('id', 'in', [...deviceIds])
    .execute();
  return new Map(
    rows.flatMap((row) => (row.display_name === null ? [] : [[row.id, row.display_name] as const])),
  );
}
