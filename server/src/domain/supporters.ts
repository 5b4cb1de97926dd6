import { SHARED_MATCHES_MAX } from '@name-swiper/contract/constants';
import type { FamilyMatches } from '@name-swiper/contract/family';
import type { Db } from '../db/db';
import { currentMatches } from './current-matches';
import { DomainError } from './domain-error';
import { familyCircle, memberKeyOf, requireParent, roleIn } from './family-circle';
import type { FamilyChange } from './invites';
import { departFamily } from './invites';
import { countsForMatch } from './match-rule';
import { familiesChanged } from './vote-states';

/**
 * A parent takes a supporter out of the family (decision 89): the supporter is on their own again, in a family of
 * one, with their votes. Returns every device whose member list changed, the removed one included.
 */
export async function removeSupporter(
  db: Db,
  deviceId: string,
  memberKey: string,
  now = Date.now(),
): Promise<FamilyChange> {
  const change = await db.transaction().execute(async (trx): Promise<FamilyChange> => {
    const circle = await familyCircle(trx, deviceId);
    requireParent(circle, 'remove a supporter');
    const { familyId } = circle;
    const supporter = circle.members.find(
      (member) =>
        familyId !== undefined &&
        !countsForMatch(member) &&
        memberKeyOf(familyId, member.deviceId) === memberKey,
    );
    if (familyId === undefined || supporter === undefined) {
      throw new DomainError('not-a-supporter', 'That member is not a supporter of your family.', 'not-found');
    }
    await departFamily(trx, familyId, supporter.deviceId, now);
    if (circle.members.length === 2) {
      await trx.updateTable('families').set({ last_name: null }).where('id', '=', familyId).execute();
    }
    return { affectedDeviceIds: circle.members.map((member) => member.deviceId) };
  });
  await familiesChanged(db, change.affectedDeviceIds);
  return change;
}

/** A parent switches "Share our matches with supporters" on or off; returns the members to tell (decision 91). */
export async function setShareMatches(db: Db, deviceId: string, share: boolean): Promise<string[]> {
  const circle = await familyCircle(db, deviceId);
  requireParent(circle, 'share the matches');
  if (circle.familyId !== undefined) {
    await db
      .updateTable('families')
      .set({ share_matches: share ? 1 : 0 })
      .where('id', '=', circle.familyId)
      .execute();
  }
  return circle.members.map((member) => member.deviceId);
}

/**
 * The parents' matches, newest first, at most SHARED_MATCHES_MAX (decision 91): to a parent always, to a supporter
 * while the parents share them. The names only: which parent liked what, and when, is never in it.
 */
export async function familyMatches(db: Db, deviceId: string): Promise<FamilyMatches> {
  const circle = await familyCircle(db, deviceId);
  const shared = roleIn(circle) === 'parent' || circle.shareMatches;
  if (!shared || circle.familyId === undefined) {
    return { shared, matches: [] };
  }
  const matches = await currentMatches(db, circle.familyId, circle.members);
  if (matches.size === 0) {
    return { shared, matches: [] };
  }
  const rows = await db
    .selectFrom('family_matches as m')
    .innerJoin('names as n', 'n.id', 'm.name_id')
    .select(['m.name_id', 'm.matched_at', 'n.name', 'n.gender'])
    .where('m.family_id', '=', circle.familyId)
    .orderBy('m.matched_at', 'desc')
    .orderBy('m.name_id')
    .execute();
  return {
    shared,
    matches: rows
      .filter((row) => matches.has(row.name_id))
      .slice(0, SHARED_MATCHES_MAX)
      .map((row) => ({
        nameId: row.name_id,
        name: row.name,
        gender: row.gender,
        matchedAt: new Date(Number(row.matched_at)).toISOString(),
      })),
  };
}
