import type { Db } from '../db/db';
import type { FamilyLike, MatchMember } from './match-rule';
import { countsForMatch, matchesOf, matchingGroups } from './match-rule';

/** A parent's like of one spelling, with when it was cast. */
export interface TimedLike extends FamilyLike {
  votedAt: number;
  /** A love (issue 33): a like all the same for the match rule. */
  loved: boolean;
}

/** A name (spelling group) the family matches on now, with the parents' likes behind it, most given spelling first. */
export interface CurrentMatch {
  /** The spelling group's id (the name's own id for a name with one spelling). */
  nameId: string;
  likes: TimedLike[];
}

/**
 * The family's matches now by the match rule (match-rule.ts), by spelling group: among the groups `nameIds`, or every
 * group a parent likes a spelling of when omitted. Reads the parents' likes only; a supporter's votes are never read
 * for a match.
 */
export async function currentMatches(
  db: Db,
  familyId: string | undefined,
  members: readonly MatchMember[],
  nameIds?: readonly string[],
): Promise<Map<string, CurrentMatch>> {
  const parents = members.filter(countsForMatch).map((member) => member.deviceId);
  const found = new Map<string, CurrentMatch>();
  if (familyId === undefined || parents.length < 2 || nameIds?.length === 0) {
    return found;
  }
  let likesQuery = db
    .selectFrom('votes as v')
    .innerJoin('names as n', 'n.id', 'v.name_id')
    .select(['v.device_id', 'v.name_id', 'v.voted_at', 'v.feeling', 'n.spelling_group', 'n.name', 'n.rank'])
    .where('v.device_id', 'in', parents)
    .where('v.approved', '=', 1);
  // A match row holds the id its name had when it was made: read it as the name's spelling group now.
  let anyTwoQuery = db
    .selectFrom('family_matches as m')
    .innerJoin('names as n', 'n.id', 'm.name_id')
    .select('n.spelling_group')
    .where('m.family_id', '=', familyId)
    .where('m.any_two', '=', 1);
  if (nameIds !== undefined) {
    likesQuery = likesQuery.where('n.spelling_group', 'in', [...nameIds]);
    anyTwoQuery = anyTwoQuery.where('n.spelling_group', 'in', [...nameIds]);
  }
  const [likes, anyTwo] = await Promise.all([likesQuery.execute(), anyTwoQuery.execute()]);
  const timed = likes.map((like): TimedLike => ({
    deviceId: like.device_id,
    nameId: like.name_id,
    group: like.spelling_group,
    name: like.name,
    rank: Number(like.rank),
    votedAt: Number(like.voted_at),
    loved: like.feeling === 'love',
  }));
  const groups = matchingGroups(members, timed, new Set(anyTwo.map((row) => row.spelling_group)));
  for (const [group, groupLikes] of groups) {
    found.set(group, { nameId: group, likes: groupLikes });
  }
  return found;
}

/** The matches `deviceId` takes part in (it likes a spelling of them), by spelling group, with their parents' likes. */
export async function matchesOfDevice(
  db: Db,
  deviceId: string,
  familyId: string | undefined,
  members: readonly MatchMember[],
  nameIds?: readonly string[],
): Promise<Map<string, TimedLike[]>> {
  const current = await currentMatches(db, familyId, members, nameIds);
  return matchesOf(deviceId, new Map([...current].map(([group, match]) => [group, match.likes])));
}
