import type { Gender } from '@name-swiper/contract/constants';
import type { Feeling, Vote, VoteFilter, VoteStats } from '@name-swiper/contract/votes';
import type { Db } from '../db/db';
import { cheersFor } from './cheers';
import type { TimedLike } from './current-matches';
import { matchesOfDevice } from './current-matches';
import type { FamilyCircle } from './family-circle';
import { familyCircle, roleIn } from './family-circle';
import { matchTimes } from './family-matches';
import { countsForMatch, likedSpellings } from './match-rule';
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
 * The device's votes, newest first, each with its feeling (love or maybe), a parent's rows with the supporters who
 * like the name (decision 90); `likes` holds the loves too, `dislikes` leaves the maybes out, `maybes` holds them
 * alone. `matches` keeps, for each name that is a match by the match rule (a love is a like) and that the device likes
 * (in any of its spellings, decision 94), the device's newest like of it, with when the family first had the match,
 * while the parents like different spellings those spellings, and whether every parent's like of it is a love; none
 * for a supporter: the matches are the parents'.
 */
export async function listVotes(db: Db, deviceId: string, filter: VoteFilter): Promise<Vote[]> {
  const circle = await familyCircle(db, deviceId);
  if (filter === 'matches') {
    return roleIn(circle) === 'parent' ? listMatches(db, deviceId, circle) : [];
  }
  let query = db
    .selectFrom('votes as v')
    .innerJoin('names as n', 'n.id', 'v.name_id')
    .select(['v.name_id', 'n.name', 'v.approved', 'v.voted_at', 'n.gender', 'v.feeling', 'v.maybes'])
    .where('v.device_id', '=', deviceId);
  if (filter === 'likes') {
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
  const rows = await query.orderBy('v.voted_at', 'desc').orderBy('v.name_id').execute();
  const cheers = await cheersFor(
    db,
    circle,
    rows.map((row) => row.name_id),
  );
  return rows.map((row) => withCheers(voteOf(row), cheers.get(row.name_id)));
}

function withCheers(vote: Vote, cheered: string[] | undefined): Vote {
  return cheered === undefined ? vote : { ...vote, cheers: cheered };
}

function voteOf(row: {
  name_id: string;
  name: string;
  approved: number;
  voted_at: number;
  gender: Gender;
  feeling: Feeling | null;
  maybes: number;
}): Vote {
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
}

async function listMatches(db: Db, deviceId: string, circle: FamilyCircle): Promise<Vote[]> {
  const { familyId } = circle;
  if (familyId === undefined) {
    return [];
  }
  const matches = await matchesOfDevice(db, deviceId, familyId, circle.members);
  if (matches.size === 0) {
    return [];
  }
  const rows = await db
    .selectFrom('votes as v')
    .innerJoin('names as n', 'n.id', 'v.name_id')
    .select([
      'v.name_id',
      'n.name',
      'v.approved',
      'v.voted_at',
      'n.gender',
      'v.feeling',
      'v.maybes',
      'n.spelling_group',
    ])
    .where('v.device_id', '=', deviceId)
    .where('v.approved', '=', 1)
    .where('n.spelling_group', 'in', [...matches.keys()])
    .orderBy('v.voted_at', 'desc')
    .orderBy('v.name_id')
    .execute();
  const [times, cheers] = await Promise.all([
    matchTimes(db, familyId, [...matches.keys()]),
    cheersFor(
      db,
      circle,
      rows.map((row) => row.name_id),
    ),
  ]);
  const listed = new Set<string>();
  return rows.flatMap((row) => {
    if (listed.has(row.spelling_group)) {
      return [];
    }
    listed.add(row.spelling_group);
    const matchedAt = times.get(row.spelling_group);
    const spellings = likedSpellings(matches.get(row.spelling_group) ?? []);
    return [
      {
        ...withCheers(voteOf(row), cheers.get(row.name_id)),
        ...(matchedAt === undefined ? {} : { matchedAt: new Date(matchedAt).toISOString() }),
        ...(spellings.length > 1 ? { spellings } : {}),
        ...(allLoved(matches.get(row.spelling_group)) ? { allLove: true as const } : {}),
      },
    ];
  });
}

/** A match both (all) parents love: every parent's like behind it is a love (issue 33). */
function allLoved(likes: readonly TimedLike[] | undefined): boolean {
  return likes !== undefined && likes.length > 0 && likes.every((like) => like.loved);
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
