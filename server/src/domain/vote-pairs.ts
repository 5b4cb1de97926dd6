import { sql } from 'kysely';
import type { Feeling } from '@name-swiper/contract/votes';
import type { Db } from '../db/db';
import { shapedQuery } from '../db/shaped-query';

/** A (device, name) pair a batch touches. */
export interface VotePair {
  deviceId: string;
  nameId: string;
}

export const pairKey = (deviceId: string, nameId: string) => `${deviceId}\u0000${nameId}`;

/** The distinct pairs, each as a row of a `VALUES` list: looked up by the votes primary key, never `IN × IN`. */
function distinctPairs(pairs: readonly VotePair[]): VotePair[] {
  const distinct = new Map(
    pairs.map(({ deviceId, nameId }) => [pairKey(deviceId, nameId), { deviceId, nameId }]),
  );
  return [...distinct.values()];
}

function pairValues(pairs: VotePair[]) {
  return sql.join(pairs.map(({ deviceId, nameId }) => sql`(${deviceId}, ${nameId})`));
}

/**
 * The stored vote of each pair, with when it was cast, and the undo's time where the pair was last undone (decision
 * 87): one statement, the pairs that have neither left out.
 */
export async function storedActions(trx: Db, pairs: readonly VotePair[]) {
  return pairs.length === 0 ? [] : storedActionsOf(trx, distinctPairs(pairs));
}

const storedActionsOf = shapedQuery(
  'stored-actions',
  (_db, pairs: VotePair[]) =>
    sql<{
      device_id: string;
      name_id: string;
      approved: number | null;
      voted_at: number | null;
      feeling: Feeling | null;
      maybes: number | null;
      undone_at: number | null;
    }>`
    with p(device_id, name_id) as (values ${pairValues(pairs)})
    select p.device_id, p.name_id, v.approved, v.voted_at, v.feeling, v.maybes, u.undone_at
    from p
    left join votes v on v.device_id = p.device_id and v.name_id = p.name_id
    left join vote_undos u on u.device_id = p.device_id and u.name_id = p.name_id
    where v.device_id is not null or u.device_id is not null`,
);

/**
 * For each pair: the likes of that device's family (itself included) on any spelling of the pair's name (its spelling
 * group, decision 93), with the spelling liked, the family, and whether the family's match on the name was made when
 * any two likes made one (decision 89).
 */
export async function familyLikes(trx: Db, pairs: readonly VotePair[]) {
  return pairs.length === 0 ? [] : familyLikesOf(trx, distinctPairs(pairs));
}

const familyLikesOf = shapedQuery(
  'family-likes',
  (_db, pairs: VotePair[]) =>
    sql<{
      me: string;
      name_id: string;
      liker: string;
      family_id: string;
      spelling_group: string;
      liked_id: string;
      liked_name: string;
      liked_rank: number;
      any_two: number | null;
    }>`
    with p(device_id, name_id) as (values ${pairValues(pairs)})
    select p.device_id as me, p.name_id, v.device_id as liker, me.family_id, pn.spelling_group,
      liked.id as liked_id, liked.name as liked_name, liked.rank as liked_rank,
      (select max(fm.any_two) from family_matches fm join names fmn on fmn.id = fm.name_id
        where fm.family_id = me.family_id and fmn.spelling_group = pn.spelling_group) as any_two
    from p
    join devices me on me.id = p.device_id
    join names pn on pn.id = p.name_id
    join names liked on liked.spelling_group = pn.spelling_group
    join devices member on member.family_id = me.family_id
    join votes v on v.device_id = member.id and v.name_id = liked.id
    where v.approved = 1`,
);

/** The members of the families of these devices (the match rule reads their roles), and whether each shares matches. */
export async function familiesOfDevices(trx: Db, deviceIds: readonly string[]) {
  if (deviceIds.length === 0) {
    return [];
  }
  return familiesOf(
    trx,
    [...new Set(deviceIds)].map((id) => ({ id })),
  );
}

const familiesOf = shapedQuery('families-of-devices', (db, devices: { id: string }[]) =>
  db
    .selectFrom('devices as me')
    .innerJoin('devices as member', 'member.family_id', 'me.family_id')
    .innerJoin('families as f', 'f.id', 'me.family_id')
    .select(['member.id', 'member.user_id', 'member.role', 'member.family_id', 'f.share_matches'])
    .where(
      'me.id',
      'in',
      devices.map((device) => device.id),
    ),
);
