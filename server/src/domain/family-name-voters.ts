import { isFamilyNameId } from '@name-swiper/contract/family-names';
import type { Db } from '../db/db';
import { pairKey } from './vote-pairs';
import type { VotePair } from './vote-pairs';

/** Of these (device, family name) pairs, those whose device is in the family the name belongs to. */
export async function familyNameVoters(trx: Db, pairs: readonly VotePair[]): Promise<Set<string>> {
  const asked = pairs.filter((pair) => isFamilyNameId(pair.nameId));
  if (asked.length === 0) {
    return new Set();
  }
  const rows = await trx
    .selectFrom('family_names as f')
    .innerJoin('devices as d', 'd.family_id', 'f.family_id')
    .select(['d.id as device_id', 'f.name_id'])
    .where('f.name_id', 'in', [...new Set(asked.map((pair) => pair.nameId))])
    .where('d.id', 'in', [...new Set(asked.map((pair) => pair.deviceId))])
    .execute();
  return new Set(rows.map((row) => pairKey(row.device_id, row.name_id)));
}
