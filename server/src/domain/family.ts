import type { Db } from '../db/db';
import { familyCircle } from './family-circle';

export interface FamilyMember {
  deviceId: string;
  name: string;
}

/** Every device of the family, the given device first, then the others in the order they joined. */
export async function familyMemberDevices(db: Db, deviceId: string): Promise<FamilyMember[]> {
  return (await familyCircle(db, deviceId)).members.map(({ deviceId: id, name }) => ({ deviceId: id, name }));
}

/** The member list as clients see it: display names only, never device ids ("" for an unnamed member). */
export async function familyMembers(db: Db, deviceId: string): Promise<string[]> {
  return (await familyMemberDevices(db, deviceId)).map((member) => member.name);
}
