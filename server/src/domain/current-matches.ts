import type { Db } from '../db/db';
import { countsForMatch, isMatch } from './match-rule';
import type { MatchMember } from './match-rule';

/** A name the family matches on now, with the parents' likes behind it. */
export interface CurrentMatch {
  nameId: string;
  likes: { deviceId: string; votedAt: number }[];
}

/**
 * The family's matches now by the match rule (match-rule.ts): among `nameIds`, or every name a parent likes when
 * omitted. Reads the parents' likes only; a supporter's votes are never read for a match.
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
    .selectFrom('votes')
    .select(['device_id', 'name_id', 'voted_at'])
    .where('device_id', 'in', parents)
    .where('approved', '=', 1);
  let anyTwoQuery = db
    .selectFrom('family_matches')
    .select('name_id')
    .where('family_id', '=', familyId)
    .where('any_two', '=', 1);
  if (nameIds !== undefined) {
    likesQuery = likesQuery.where('name_id', 'in', [...nameIds]);
    anyTwoQuery = anyTwoQuery.where('name_id', 'in', [...nameIds]);
  }
  const [likes, anyTwo] = await Promise.all([likesQuery.execute(), anyTwoQuery.execute()]);
  const keptByTwo = new Set(anyTwo.map((row) => row.name_id));
  const byName = new Map<string, CurrentMatch['likes']>();
  for (const like of likes) {
    const entry = byName.get(like.name_id) ?? [];
    entry.push({ deviceId: like.device_id, votedAt: Number(like.voted_at) });
    byName.set(like.name_id, entry);
  }
  for (const [nameId, nameLikes] of byName) {
    const likers = new Set(nameLikes.map((like) => like.deviceId));
    if (isMatch(members, likers, keptByTwo.has(nameId))) {
      found.set(nameId, { nameId, likes: nameLikes });
    }
  }
  return found;
}
