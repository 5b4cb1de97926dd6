import type { FamilyRole } from '@name-swiper/contract/constants';

/** A family member as the match rule sees it. */
export interface MatchMember {
  deviceId: string;
  userId: string | null;
  role: FamilyRole;
}

/** Who counts for a match: the family's parents. A supporter's vote never makes, blocks or removes one (decision 89). */
export function countsForMatch(member: Pick<MatchMember, 'role'>): boolean {
  return member.role === 'parent';
}

/**
 * One person who decides: an account, or a device that is not signed in, as Decide counts its rankers (decision 59);
 * a parent's phone and tablet signed in to one account are one parent.
 */
export function deciderOf(member: Pick<MatchMember, 'deviceId' | 'userId'>): string {
  return member.userId ?? member.deviceId;
}

/**
 * THE match rule (decision 89): a name is a match when every parent of the family likes it (on any device of their
 * account), in a family of two or more parents; `likers` are the devices whose vote counts as a like. A match made
 * before matches needed every parent (`anyTwo`, migration 0013) stays one while two parents like it.
 */
export function isMatch(
  members: readonly MatchMember[],
  likers: ReadonlySet<string>,
  anyTwo = false,
): boolean {
  const parents = members.filter(countsForMatch);
  const deciders = new Set(parents.map(deciderOf));
  if (deciders.size < 2) {
    return false;
  }
  const liking = new Set(parents.filter((parent) => likers.has(parent.deviceId)).map(deciderOf));
  return anyTwo ? liking.size >= 2 : liking.size === deciders.size;
}
