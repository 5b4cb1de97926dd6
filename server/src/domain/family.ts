import type { Db } from '../db/db';
import { familyIdOf } from './devices';

export interface FamilyMember {
  deviceId: string;
  name: string;
}

/** Every device of the family, the given device first, then the others in the order they joined. */
export async function familyMemberDevices(db: Db, deviceId: string): Promise<FamilyMember[]> {
  const familyId = await familyIdOf(db, deviceId);
  if (familyId === undefined) {
    return [{ deviceId, name: '' }];
  }
  const rows = await db
    .selectFrom('devices')
    .select(['id', 'display_name'])
    .where('family_id', '=', familyId)
    .orderBy('joined_at')
    .orderBy('id')
    .execute();
  const members = rows.map((row) => ({ deviceId: row.id, name: row.display_name ?? '' }));
  return [
    ...members.filter((m) => m.deviceId === deviceId),
    ...members.filter((m) => m.deviceId !== deviceId),
  ];
}

/** The member list as clients see it: display names only, never device ids ("" for an unnamed member). */
export async function familyMembers(db: Db, deviceId: string): Promise<string[]> {
  return (await familyMemberDevices(db, deviceId)).map((member) => member.name);
}
