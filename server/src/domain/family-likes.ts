import type { Db } from '../db/db';
import type { FamilyLike } from './match-rule';

/** Every like of the devices of a family, each with the spelling group of its name (decision 93). */
export async function familyLikesOf(db: Db, familyId: string): Promise<FamilyLike[]> {
  const rows = await db
    .selectFrom('votes as v')
    .innerJoin('devices as d', 'd.id', 'v.device_id')
    .innerJoin('names as n', 'n.id', 'v.name_id')
    .select(['v.device_id', 'v.name_id', 'n.spelling_group', 'n.name', 'n.rank'])
    .where('d.family_id', '=', familyId)
    .where('v.approved', '=', 1)
    .execute();
  return rows.map((row) => ({
    deviceId: row.device_id,
    nameId: row.name_id,
    group: row.spelling_group,
    name: row.name,
    rank: Number(row.rank),
  }));
}
