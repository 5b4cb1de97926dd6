/**
 * The rule that turns a family's likes into a match, kept here in one place (decision 94): a name is a match for a
 * device when the device likes one of the name's spellings (its spelling group, decision 93) and at least one other
 * member of its family likes one of them, the same spelling or another. Partners who liked Zoe and Zoë have a match
 * on the name and choose a spelling together.
 */

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

/**
 * Whether the members who like a name (in any spelling) make it a match: for `deviceId` when given (it must be one
 * of them), otherwise for the family.
 */
export function isMatch(likers: ReadonlySet<string>, deviceId?: string): boolean {
  return likers.size >= 2 && (deviceId === undefined || likers.has(deviceId));
}

/** The family's likes by spelling group, each group's likes most given spelling first. */
export function likesByGroup(likes: readonly FamilyLike[]): Map<string, FamilyLike[]> {
  const groups = new Map<string, FamilyLike[]>();
  for (const like of [...likes].sort(byRank)) {
    groups.set(like.group, [...(groups.get(like.group) ?? []), like]);
  }
  return groups;
}

/** The matches of `deviceId` among the family's likes, by spelling group. */
export function matchesOf(deviceId: string, likes: readonly FamilyLike[]): Map<string, FamilyLike[]> {
  const groups = likesByGroup(likes);
  for (const [group, liked] of groups) {
    if (!isMatch(new Set(liked.map((like) => like.deviceId)), deviceId)) {
      groups.delete(group);
    }
  }
  return groups;
}

/** The different spellings a match's likes are on, most given first: one for most matches, two for Zoe / Zoë. */
export function likedSpellings(likes: readonly FamilyLike[]): string[] {
  return [...new Set([...likes].sort(byRank).map((like) => like.name))];
}

/** How a match is named: its one spelling, or its spellings joined ("Zoe / Zoë") while the partners differ. */
export function matchName(likes: readonly FamilyLike[]): string {
  return likedSpellings(likes).join(' / ');
}

function byRank(a: FamilyLike, b: FamilyLike): number {
  return a.rank - b.rank || (a.nameId < b.nameId ? -1 : a.nameId > b.nameId ? 1 : 0);
}
