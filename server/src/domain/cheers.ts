import type { NameItem } from '@name-swiper/contract/names';
import type { Db } from '../db/db';
import type { FamilyCircle } from './family-circle';
import { familyCircle, roleIn } from './family-circle';
import { countsForMatch } from './match-rule';
import { householdOf } from './vote-states';

/** Looking up more names than this one by one costs more than reading the supporters' likes whole. */
const NAMES_LOOKED_UP_MAX = 500;

/**
 * For a parent: the family's supporters who like each name (their display names, in the order they joined), among
 * `nameIds` or every name when omitted (decision 90). Only likes are read: a supporter's dislike is never told. Empty
 * for a supporter, who is not told who else cheers, and in a family without supporters.
 */
export async function cheersFor(
  db: Db,
  circle: FamilyCircle,
  nameIds?: readonly string[],
): Promise<Map<string, string[]>> {
  const cheers = new Map<string, string[]>();
  const supporters = circle.members.filter((member) => !countsForMatch(member));
  if (roleIn(circle) !== 'parent' || supporters.length === 0 || nameIds?.length === 0) {
    return cheers;
  }
  let query = db
    .selectFrom('votes')
    .select(['device_id', 'name_id'])
    .where(
      'device_id',
      'in',
      supporters.map((supporter) => supporter.deviceId),
    )
    .where('approved', '=', 1);
  if (nameIds !== undefined && nameIds.length <= NAMES_LOOKED_UP_MAX) {
    query = query.where('name_id', 'in', [...nameIds]);
  }
  const likes = await query.execute();
  const likedBy = new Map<string, Set<string>>();
  for (const like of likes) {
    likedBy.set(like.name_id, (likedBy.get(like.name_id) ?? new Set()).add(like.device_id));
  }
  for (const [nameId, devices] of likedBy) {
    cheers.set(
      nameId,
      supporters.filter((supporter) => devices.has(supporter.deviceId)).map((supporter) => supporter.name),
    );
  }
  return cheers;
}

/** A parent's deck with the supporters who like each card (decision 90); any other deck as it is. */
export async function withCheers(db: Db, deviceId: string, deck: NameItem[]): Promise<NameItem[]> {
  const { role, others } = await householdOf(db, deviceId);
  if (role !== 'parent' || !others.some((other) => other.role === 'supporter') || deck.length === 0) {
    return deck;
  }
  const cheers = await cheersFor(
    db,
    await familyCircle(db, deviceId),
    deck.map((item) => item.id),
  );
  return cheers.size === 0
    ? deck
    : deck.map((item) => {
        const cheered = cheers.get(item.id);
        return cheered === undefined ? item : { ...item, cheers: cheered };
      });
}
