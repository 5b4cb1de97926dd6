import type { Db } from '../db/db';

/**
 * Of these names, those that every one of `deviceIds` who likes it loves (issue 33: "a match both love"), read
 * by the votes' primary key of the few devices. A name nobody of them likes is left out.
 */
export async function lovedByEveryLiker(
  db: Db,
  deviceIds: readonly string[],
  nameIds: readonly string[],
): Promise<Set<string>> {
  if (deviceIds.length === 0 || nameIds.length === 0) {
    return new Set();
  }
  const rows = await db
    .selectFrom('votes')
    .select(['name_id', 'feeling'])
    .where('device_id', 'in', [...deviceIds])
    .where('name_id', 'in', [...nameIds])
    .where('approved', '=', 1)
    .execute();
  const plain = new Set(rows.filter((row) => row.feeling !== 'love').map((row) => row.name_id));
  return new Set(rows.map((row) => row.name_id).filter((nameId) => !plain.has(nameId)));
}
