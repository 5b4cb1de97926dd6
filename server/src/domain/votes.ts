import type { Vote, VoteFilter, VoteStats } from '@name-swiper/contract/votes';
import type { Db } from '../db/database';
import type { CastVoteResult } from './vote-batch';
import { applyVoteBatch } from './vote-batch';

/** Records a like or dislike; a second vote on the same name replaces the first. */
export async function castVote(
  db: Db,
  deviceId: string,
  nameId: string,
  approved: boolean,
  now = Date.now(),
): Promise<CastVoteResult> {
  const [outcome] = await db
    .transaction()
    .execute((trx) => applyVoteBatch(trx, [{ kind: 'vote', deviceId, nameId, approved }], now));
  if (!outcome?.ok) {
    throw outcome?.error ?? new Error('vote outcome missing');
  }
  return outcome.result;
}

/** Removes a vote (undo); removing a vote that does not exist is not an error. */
export async function undoVote(db: Db, deviceId: string, nameId: string): Promise<void> {
  await db.deleteFrom('votes').where('device_id', '=', deviceId).where('name_id', '=', nameId).execute();
}

/** The device's votes, newest first; `matches` keeps the likes that another family member shares. */
export async function listVotes(db: Db, deviceId: string, filter: VoteFilter): Promise<Vote[]> {
  let query = db
    .selectFrom('votes as v')
    .innerJoin('names as n', 'n.id', 'v.name_id')
    .select(['v.name_id', 'n.name', 'v.approved', 'v.voted_at', 'n.gender'])
    .where('v.device_id', '=', deviceId);
  if (filter === 'likes' || filter === 'matches') {
    query = query.where('v.approved', '=', 1);
  }
  if (filter === 'dislikes') {
    query = query.where('v.approved', '=', 0);
  }
  if (filter === 'matches') {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('votes as other')
          .innerJoin('devices as member', 'member.id', 'other.device_id')
          .innerJoin('devices as me', 'me.family_id', 'member.family_id')
          .select('other.name_id')
          .whereRef('other.name_id', '=', 'v.name_id')
          .where('other.approved', '=', 1)
          .where('me.id', '=', deviceId)
          .where('other.device_id', '<>', deviceId),
      ),
    );
  }
  const rows = await query.orderBy('v.voted_at', 'desc').orderBy('v.name_id').execute();
  return rows.map((row) => ({
    nameId: row.name_id,
    name: row.name,
    approved: row.approved === 1,
    votedAt: new Date(row.voted_at).toISOString(),
    gender: row.gender,
  }));
}

export async function voteStats(db: Db, deviceId: string): Promise<VoteStats> {
  const likes = await db
    .selectFrom('votes as v')
    .innerJoin('devices as member', 'member.id', 'v.device_id')
    .innerJoin('devices as me', 'me.family_id', 'member.family_id')
    .select(['v.device_id', (eb) => eb.fn.countAll<number | string>().as('likes')])
    .where('me.id', '=', deviceId)
    .where('v.approved', '=', 1)
    .groupBy('v.device_id')
    .execute();
  const mine = likes.find((row) => row.device_id === deviceId);
  const partnerLikes = likes
    .filter((row) => row.device_id !== deviceId)
    .reduce((sum, row) => sum + Number(row.likes), 0);
  const matches = (await listVotes(db, deviceId, 'matches')).length;
  return { likes: Number(mine?.likes ?? 0), partnerLikes, matches };
}
