import type { Db } from '../db/db';

/**
 * Of these names (spelling groups, decision 93), those that every member of the family who likes them (in any
 * spelling) loves (issue 33: "a match both love").
 */
export async function lovedByEveryLiker(
  db: Db,
  familyId: string,
  groups: readonly string[],
): Promise<Set<string>> {
  if (groups.length === 0) {
    return new Set();
  }
  const rows = await db
    .selectFrom('votes as v')
    .innerJoin('devices as d', 'd.id', 'v.device_id')
    .innerJoin('names as n', 'n.id', 'v.name_id')
    .select(['n.spelling_group', 'v.feeling'])
    .where('d.family_id', '=', familyId)
    .where('v.approved', '=', 1)
    .where('n.spelling_group', 'in', [...groups])
    .execute();
  const plain = new Set(rows.filter((row) => row.feeling !== 'love').map((row) => row.spelling_group));
  return new Set(rows.map((row) => row.spelling_group).filter((group) => !plain.has(group)));
}
