import type { Db } from '../db/database';

/**
 * Creates the device, alone in a family of one, on first sight, and otherwise notes that it was seen. The
 * first family's id is the device id, so concurrent first requests of one device cannot create two families.
 */
export async function ensureDevice(db: Db, deviceId: string, now = Date.now()): Promise<void> {
  const seen = await db
    .updateTable('devices')
    .set({ last_seen_at: now })
    .where('id', '=', deviceId)
    .executeTakeFirst();
  if (Number(seen.numUpdatedRows) > 0) {
    return;
  }
  await db
    .insertInto('families')
    .values({ id: deviceId, created_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('devices')
    .values({
      id: deviceId,
      display_name: null,
      family_id: deviceId,
      joined_at: now,
      created_at: now,
      last_seen_at: now,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function getDeviceName(db: Db, deviceId: string): Promise<string | null> {
  const device = await db
    .selectFrom('devices')
    .select('display_name')
    .where('id', '=', deviceId)
    .executeTakeFirst();
  return device?.display_name ?? null;
}

/** Sets the display name other family members see; the name arrives trimmed and length-checked. */
export async function setDeviceName(
  db: Db,
  deviceId: string,
  name: string,
  now = Date.now(),
): Promise<string> {
  await db.transaction().execute(async (trx) => {
    await ensureDevice(trx, deviceId, now);
    await trx.updateTable('devices').set({ display_name: name }).where('id', '=', deviceId).execute();
  });
  return name;
}

export async function familyIdOf(db: Db, deviceId: string): Promise<string | undefined> {
  const device = await db
    .selectFrom('devices')
    .select('family_id')
    .where('id', '=', deviceId)
    .executeTakeFirst();
  return device?.family_id;
}
