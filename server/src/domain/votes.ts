import type { Feeling, Vote, VoteFilter, VoteStats } from '@name-swiper/contract/votes';
import type { Db } from '../db/db';
import { familyIdOf } from './devices';
import { familyMemberDevices } from './family';
import { matchTimes } from './family-matches';
import { lovedByEveryLiker } from './loved-matches';
import type { CastVoteResult } from './vote-batch';
import { writeVote } from './vote-writer';

/**
 * Records a like or dislike taken `ageMs` ago (0: now), a love or a maybe with `feeling`; a second vote on the same
 * name replaces the first unless the stored vote or undo is newer. Resolves once the vote is committed
 * (group-committed with the votes that arrive meanwhile) and says whether it made or ended a match, and whether a
 * love was over the daily allowance (stored as a like).
 */
export function castVote(
  db: Db,
  deviceId: string,
  nameId: string,
  approved: boolean,
  ageMs = 0,
  feeling?: Feeling,
): Promise<CastVoteResult> {
  return writeVote(db, { kind: 'vote', deviceId, nameId, approved, feeling, at: Date.now() - ageMs });
}

/**
 * Undoes a vote, an action taken `ageMs` ago, once committed, unless the stored vote is newer, and says whether that
 * ended a match; undoing a vote that does not exist is not an error. The undo keeps its time (decision 87), so an
 * older vote on the name that arrives later does not bring the vote back.
 */
export function undoVote(db: Db, deviceId: string, nameId: string, ageMs = 0): Promise<CastVoteResult> {
  return writeVote(db, { kind: 'unvote', deviceId, nameId, at: Date.now() - ageMs });
}

/**
 * The device's votes, newest first, each with its feeling (love or maybe); `likes` holds the loves too, `dislikes`
 * leaves the maybes out, `maybes` holds them alone. `matches` keeps the likes that another family member shares,
 * each with when the family first had the match and whether every member who likes it loves it.
 */
export async function listVotes(db: Db, deviceId: string, filter: VoteFilter): Promise<Vote[]> {
  let query = db
    .selectFrom('votes as v')
    .innerJoin('names as n', 'n.id', 'v.name_id')
    .select(['v.name_id', 'n.name', 'v.approved', 'v.voted_at', 'n.gender', 'v.feeling', 'v.maybes'])
    .where('v.device_id', '=', deviceId);
  if (filter === 'likes' || filter === 'matches') {
    query = query.where('v.approved', '=', 1);
  }
  if (filter === 'dislikes') {
    query = query
      .where('v.approved', '=', 0)
      .where((eb) => eb.or([eb('v.feeling', 'is', null), eb('v.feeling', '<>', 'maybe')]));
  }
  if (filter === 'maybes') {
    query = query.where('v.feeling', '=', 'maybe');
  }
  const partners = filter === 'matches' ? await partnerDeviceIds(db, deviceId) : [];
  if (filter === 'matches') {
    if (partners.length === 0) {
      return [];
    }
    // Looked up by the votes primary key (device_id, name_id) of the few partners.
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('votes as other')
          .select('other.name_id')
          .where('other.device_id', 'in', partners)
          .whereRef('other.name_id', '=', 'v.name_id')
          .where('other.approved', '=', 1),
      ),
    );
  }
  const rows = await query.orderBy('v.voted_at', 'desc').orderBy('v.name_id').execute();
  const votes = rows.map((row): Vote => {
    const vote: Vote = {
      nameId: row.name_id,
      name: row.name,
      approved: row.approved === 1,
      votedAt: new Date(row.voted_at).toISOString(),
      gender: row.gender,
    };
    if (row.feeling === 'maybe') {
      return { ...vote, feeling: row.feeling, maybes: Math.max(1, Number(row.maybes)) };
    }
    return row.feeling === null ? vote : { ...vote, feeling: row.feeling };
  });
  if (filter !== 'matches' || votes.length === 0) {
    return votes;
  }
  const familyId = await familyIdOf(db, deviceId);
  const nameIds = votes.map((vote) => vote.nameId);
  const [times, loved] = await Promise.all([
    familyId === undefined ? new Map<string, number>() : matchTimes(db, familyId, nameIds),
    lovedByEveryLiker(db, [deviceId, ...partners], nameIds),
  ]);
  return votes.map((vote) => {
    const matchedAt = times.get(vote.nameId);
    return {
      ...vote,
      ...(matchedAt === undefined ? {} : { matchedAt: new Date(matchedAt).toISOString() }),
      ...(loved.has(vote.nameId) ? { allLove: true as const } : {}),
    };
  });
}

async function partnerDeviceIds(db: Db, deviceId: string): Promise<string[]> {
  const members = await familyMemberDevices(db, deviceId);
  return members.map((member) => member.deviceId).filter((id) => id !== deviceId);
}

async function countLikes(db: Db, deviceIds: string[]): Promise<number> {
  if (deviceIds.length === 0) {
    return 0;
  }
  const row = await db
    .selectFrom('votes')
    .select((eb) => eb.fn.countAll<number | string>().as('likes'))
    .where('device_id', 'in', deviceIds)
    .where('approved', '=', 1)
    .executeTakeFirst();
  return Number(row?.likes ?? 0);
}

export async function voteStats(db: Db, deviceId: string): Promise<VoteStats> {
  const [likes, partnerLikes, matches] = await Promise.all([
    countLikes(db, [deviceId]),
    partnerDeviceIds(db, deviceId).then((partners) => countLikes(db, partners)),
    listVotes(db, deviceId, 'matches'),
  ]);
  return { likes, partnerLikes, matches: matches.length };
}
