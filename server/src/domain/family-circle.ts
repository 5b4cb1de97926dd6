import { createHash } from 'node:crypto';
import type { FamilyRole } from '@name-swiper/contract/constants';
import type { FamilyRoles } from '@name-swiper/contract/family';
import type { Db } from '../db/db';
import { DomainError } from './domain-error';
import type { MatchMember } from './match-rule';

/** A member of a family: who it is, what it is in the family (decision 89) and the name the others see. */
export interface CircleMember extends MatchMember {
  name: string;
}

/** A device's family: its members (the device first, then the others in the order they joined) and its settings. */
export interface FamilyCircle {
  /** Undefined for a device the server has not seen yet (alone, a parent of nobody else). */
  familyId: string | undefined;
  members: CircleMember[];
  /** The members' device ids in the order they joined. */
  joinOrder: string[];
  shareMatches: boolean;
}

/** The family of the device, read in one query. */
export async function familyCircle(db: Db, deviceId: string): Promise<FamilyCircle> {
  const rows = await db
    .selectFrom('devices as me')
    .innerJoin('devices as d', 'd.family_id', 'me.family_id')
    .innerJoin('families as f', 'f.id', 'me.family_id')
    .select(['d.id', 'd.user_id', 'd.role', 'd.display_name', 'f.id as family_id', 'f.share_matches'])
    .where('me.id', '=', deviceId)
    .orderBy('d.joined_at')
    .orderBy('d.id')
    .execute();
  const [first] = rows;
  if (first === undefined) {
    return {
      familyId: undefined,
      members: [{ deviceId, userId: null, role: 'parent', name: '' }],
      joinOrder: [deviceId],
      shareMatches: false,
    };
  }
  const members = rows.map((row) => ({
    deviceId: row.id,
    userId: row.user_id,
    role: row.role,
    name: row.display_name ?? '',
  }));
  return {
    familyId: first.family_id,
    members: [
      ...members.filter((member) => member.deviceId === deviceId),
      ...members.filter((member) => member.deviceId !== deviceId),
    ],
    joinOrder: members.map((member) => member.deviceId),
    shareMatches: first.share_matches === 1,
  };
}

/** Every member of a family as the match rule sees them, in the order they joined. */
export async function membersOfFamily(db: Db, familyId: string): Promise<MatchMember[]> {
  const rows = await db
    .selectFrom('devices')
    .select(['id', 'user_id', 'role'])
    .where('family_id', '=', familyId)
    .orderBy('joined_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ deviceId: row.id, userId: row.user_id, role: row.role }));
}

/** The members in the order they joined. */
export function inJoinOrder(circle: FamilyCircle): CircleMember[] {
  const byId = new Map(circle.members.map((member) => [member.deviceId, member]));
  return circle.joinOrder.flatMap((deviceId) => byId.get(deviceId) ?? []);
}

/** The device's role in its family: the first member of its circle is itself. */
export function roleIn(circle: FamilyCircle): FamilyRole {
  return circle.members[0]?.role ?? 'parent';
}

/**
 * A member's key in a family, for the others to name it (a parent removing a supporter): derived from the family and
 * the device, so it says nothing of the device id (which is the device's secret) and differs from family to family.
 */
export function memberKeyOf(familyId: string, deviceId: string): string {
  return createHash('sha256').update(`${familyId}\u0000${deviceId}`).digest('base64url').slice(0, 22);
}

/** What GET /family/roles and /user/queue/family-roles tell the device whose circle it is. */
export function familyRolesView(circle: FamilyCircle): FamilyRoles {
  const familyId = circle.familyId ?? circle.members[0]?.deviceId ?? '';
  return {
    role: roleIn(circle),
    members: circle.members.map((member, index) => ({
      name: member.name,
      role: member.role,
      key: memberKeyOf(familyId, member.deviceId),
      you: index === 0,
    })),
    shareMatches: circle.shareMatches,
  };
}

export async function familyRoles(db: Db, deviceId: string): Promise<FamilyRoles> {
  return familyRolesView(await familyCircle(db, deviceId));
}

function refuseSupporter(role: FamilyRole, action: string): void {
  if (role !== 'parent') {
    throw new DomainError('parents-only', `Only the family's parents can ${action}.`, 'forbidden');
  }
}

/** Refuses what only a parent may do (invite, remove a supporter, share matches, the family's names) to a supporter. */
export function requireParent(circle: FamilyCircle, action: string): void {
  refuseSupporter(roleIn(circle), action);
}

/** The same refusal, reading the device's role alone. */
export async function assertParent(db: Db, deviceId: string, action: string): Promise<void> {
  const device = await db.selectFrom('devices').select('role').where('id', '=', deviceId).executeTakeFirst();
  refuseSupporter(device?.role ?? 'parent', action);
}
