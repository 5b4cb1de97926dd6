import type { FamilyRole } from '@name-swiper/contract/constants';

/**
 * The rule that turns a family's likes into a match, kept here in one place: a name is its spelling group (decision
 * 93), and it is a match when every parent likes one of its spellings, the same spelling or another (decisions 89
 * and 94). Partners who liked Zoe and Zoë have a match on the name and choose a spelling together; a supporter's like
 * never counts (it cheers, decision 90).
 */

/** A family member as the match rule sees it. */
export interface MatchMember {
  deviceId: string;
  userId: string | null;
  role: FamilyRole;
}

/** A member's like of one spelling, with the spelling group it belongs to. */
export interface FamilyLike {
  deviceId: string;
  nameId: string;
  /** The id of the spelling group's name (names.spelling_group); the name's own id when it has one spelling. */
  group: string;
  /** The spelling as shown, and its place in the catalogue's order (most given first). */
  name: string;
  rank: number;
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
 * THE match rule (decision 89): a name is a match when every parent of the family likes it (any of its spellings, on
 * any device of their account), in a family of two or more parents; `likers` are the devices that like one of the
 * name's spellings. A match made before matches needed every parent (`anyTwo`, migration 0013) stays one while two
 * parents like it.
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

/** The family's likes by spelling group, each group's likes most given spelling first. */
export function likesByGroup<Like extends FamilyLike>(likes: readonly Like[]): Map<string, Like[]> {
  const groups = new Map<string, Like[]>();
  for (const like of [...likes].sort(byRank)) {
    groups.set(like.group, [...(groups.get(like.group) ?? []), like]);
  }
  return groups;
}

/**
 * The family's matches among its likes, by spelling group: the groups every parent likes a spelling of (`anyTwo`: the
 * groups whose match was made under the any-two rule). Only the parents' likes are kept in each match.
 */
export function matchingGroups<Like extends FamilyLike>(
  members: readonly MatchMember[],
  likes: readonly Like[],
  anyTwo: ReadonlySet<string> = new Set(),
): Map<string, Like[]> {
  const parents = new Set(members.filter(countsForMatch).map((member) => member.deviceId));
  const groups = likesByGroup(likes.filter((like) => parents.has(like.deviceId)));
  for (const [group, liked] of groups) {
    if (!isMatch(members, new Set(liked.map((like) => like.deviceId)), anyTwo.has(group))) {
      groups.delete(group);
    }
  }
  return groups;
}

/** The matches `deviceId` takes part in: those of `matches` it likes a spelling of. */
export function matchesOf<Like extends FamilyLike>(
  deviceId: string,
  matches: ReadonlyMap<string, Like[]>,
): Map<string, Like[]> {
  return new Map([...matches].filter(([, likes]) => likes.some((like) => like.deviceId === deviceId)));
}

/** The different spellings a match's likes are on, most given first: one for most matches, two for Zoe / Zoë. */
export function likedSpellings(likes: readonly FamilyLike[]): string[] {
  return [...new Set([...likes].sort(byRank).map((like) => like.name))];
}

/** How a match is named: its one spelling, or its spellings joined ("Zoe / Zoë") while the parents differ. */
export function matchName(likes: readonly FamilyLike[]): string {
  return likedSpellings(likes).join(' / ');
}

function byRank(a: FamilyLike, b: FamilyLike): number {
  return a.rank - b.rank || (a.nameId < b.nameId ? -1 : a.nameId > b.nameId ? 1 : 0);
}
