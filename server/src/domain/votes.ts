import type { Vote, VoteFilter, VoteStats } from '@name-swiper/contract/votes';
import type { Db } from '../db/db';
import { cheersFor } from './cheers';
import { currentMatches } from './current-matches';
import { familyCircle, roleIn } from './family-circle';
import { matchTimes } from './family-matches';
import { countsForMatch } from './match-rule';
import type { CastVoteResult } from './vote-batch';
import { writeVote } from './vote-writer';

/**
 * Records a like or dislike taken `ageMs` ago (0: now); a second vote on the same name replaces the first unless
 * the stored one is newer. Resolves once the vote is committed (group-committed with the votes that arrive
 * meanwhile) and says whether it made or ended a match.
 */
export function castVote(
  db: Db,
  deviceId: string,
  nameId: string,
  approved: boolean,
  ageMs = 0,
): Promise<CastVoteResult> {
  return writeVote(db, { kind: 'vote', deviceId, nameId, approved, at: Date.now() - ageMs });
}

/**
 * Removes a vote (undo) taken `ageMs` ago once committed, unless the stored vote is newer, and says whether that
 * ended a match; removing a vote that does not exist is not an error.
 */
export function undoVote(db: Db, deviceId: string, nameId: string, ageMs = 0): Promise<CastVoteResult> {
  return writeVote(db, { kind: 'unvote', deviceId, nameId, at: Date.now() - ageMs });
}

/**
 * The device's votes, newest first; `matches` keeps its likes that are matches by the match rule (none for a
 * supporter: the matches are the parents'), each with when the family first had the match. A parent's rows carry the
 * supporters who like the name (decision 90).
 */
export async function listVotes(db: Db, deviceId: string, filter: VoteFilter): Promise<Vote[]> {
  const circle = await familyCircle(db, deviceId);
  if (filter === 'matches' && roleIn(circle) !== 'parent') {
    return [];
  }
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
  const matches =
    filter === 'matches' ? await currentMatches(db, circle.familyId, circle.members) : undefined;
  const rows = (await query.orderBy('v.voted_at', 'desc').orderBy('v.name_id').execute()).filter(
    (row) => matches === undefined || matches.has(row.name_id),
  );
  const nameIds = rows.map((row) => row.name_id);
  const [cheers, times] = await Promise.all([
    cheersFor(db, circle, nameIds),
    matches !== undefined && circle.familyId !== undefined
      ? matchTimes(db, circle.familyId, nameIds)
      : new Map<string, number>(),
  ]);
  return rows.map((row) => {
    const matchedAt = times.get(row.name_id);
    const cheered = cheers.get(row.name_id);
    return {
      nameId: row.name_id,
      name: row.name,
      approved: row.approved === 1,
      votedAt: new Date(row.voted_at).toISOString(),
      gender: row.gender,
      ...(matchedAt === undefined ? {} : { matchedAt: new Date(matchedAt).toISOString() }),
      ...(cheered === undefined ? {} : { cheers: cheered }),
    };
  });
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

/** The device's likes, the other parents' likes together and its matches; a supporter hears nothing of the parents. */
export async function voteStats(db: Db, deviceId: string): Promise<VoteStats> {
  const circle = await familyCircle(db, deviceId);
  const partners =
    roleIn(circle) === 'parent'
      ? circle.members
          .slice(1)
          .filter(countsForMatch)
          .map((member) => member.deviceId)
      : [];
  const [likes, partnerLikes, matches] = await Promise.all([
    countLikes(db, [deviceId]),
    countLikes(db, partners),
    listVotes(db, deviceId, 'matches'),
  ]);
  return { likes, partnerLikes, matches: matches.length };
}
