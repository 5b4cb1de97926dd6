import type { Db } from '../db/db';
import { familyIdOf } from './devices';
import { DomainError } from './domain-error';
import { assertParent } from './family-circle';

async function memberCount(db: Db, familyId: string): Promise<number> {
  const row = await db
    .selectFrom('devices')
    .select((eb) => eb.fn.countAll<number | string>().as('members'))
    .where('family_id', '=', familyId)
    .executeTakeFirst();
  return Number(row?.members ?? 0);
}

/**
 * The last name the device's family shares; null when none is set, and for a device alone, whose last name is its
 * own and stays on the device (decision 58).
 */
export async function getFamilyLastName(db: Db, deviceId: string): Promise<string | null> {
  const familyId = await familyIdOf(db, deviceId);
  if (familyId === undefined || (await memberCount(db, familyId)) < 2) {
    return null;
  }
  const family = await db
    .selectFrom('families')
    .select('last_name')
    .where('id', '=', familyId)
    .executeTakeFirst();
  return family?.last_name ?? null;
}

/**
 * Sets the family's last name (already trimmed, normalised and length-checked by the contract); "" clears it. Only a
 * family of two or more has one: alone, the last name is the device's own. Returns every member to tell.
 */
export async function setFamilyLastName(db: Db, deviceId: string, lastName: string): Promise<string[]> {
  await assertParent(db, deviceId, "set the family's last name");
  return db.transaction().execute(async (trx) => {
    const familyId = await familyIdOf(trx, deviceId);
    const members =
      familyId === undefined
        ? []
        : await trx.selectFrom('devices').select('id').where('family_id', '=', familyId).execute();
    if (familyId === undefined || members.length < 2) {
      throw new DomainError(
        'family-of-one',
        'Only a family of two or more shares a last name; alone, the last name stays on the device.',
        'conflict',
      );
    }
    await trx
      .updateTable('families')
      .set({ last_name: lastName === '' ? null : lastName })
      .where('id', '=', familyId)
      .execute();
    return members.map((member) => member.id);
  });
}
