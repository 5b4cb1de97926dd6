import { randomInt, randomUUID } from 'node:crypto';
import {
  FAMILY_MEMBERS_MAX,
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  INVITE_VALIDITY_MS,
  PARENTS_MAX,
  SUPPORTERS_MAX,
} from '@name-swiper/contract/constants';
import type { FamilyRole } from '@name-swiper/contract/constants';
import type { Db } from '../db/db';
import { isRetryableConflict, retryingConflicts } from '../db/retry-conflicts';
import { ensureDevice, familyIdOf, lockFamily } from './devices';
import { DomainError } from './domain-error';
import { familyCircle, membersOfFamily, requireParent } from './family-circle';
import { forgetFamilyMatches, recordSharedLikes } from './family-matches';
import { bringFamilyNames } from './family-names';
import { isWellFormedInviteCode } from './invite-code-format';
import type { InviteGuard } from './invite-guard';
import { countsForMatch } from './match-rule';
import type { MatchMember } from './match-rule';
import { familiesChanged } from './vote-states';

const CODE_ATTEMPTS = 5;

export function normaliseInviteCode(input: string): string {
  return input.trim().toUpperCase();
}

function randomInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) {
    code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * A new single-use code, valid for 24 hours, that lets one lone device join the caller's family as a parent (the
 * spec's code) or as a supporter (decision 89). Only a parent hands out codes: a supporter's code could make anyone,
 * the supporter included after leaving, a parent.
 */
export async function createInvite(
  db: Db,
  deviceId: string,
  now = Date.now(),
  role: FamilyRole = 'parent',
): Promise<string> {
  await ensureDevice(db, deviceId, now);
  const circle = await familyCircle(db, deviceId);
  const familyId = circle.familyId;
  if (familyId === undefined) {
    throw new Error('the device vanished while creating an invite');
  }
  requireParent(circle, 'invite someone into the family');
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const code = randomInviteCode();
    const inserted = await db
      .insertInto('invites')
      .values({
        code,
        family_id: familyId,
        created_by: deviceId,
        role,
        expires_at: now + INVITE_VALIDITY_MS,
        used_at: null,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) {
      return code;
    }
  }
  throw new Error('could not find a free invite code');
}

export interface FamilyChange {
  /** Devices whose member list changed (all members of every family involved). */
  affectedDeviceIds: string[];
}

async function familyDeviceIds(db: Db, familyId: string): Promise<string[]> {
  const rows = await db.selectFrom('devices').select('id').where('family_id', '=', familyId).execute();
  return rows.map((row) => row.id);
}

/**
 * Joins the family of an invite code; the joiner must be alone. Two lone devices accepting each other's codes at
 * once can deadlock on PostgreSQL: the transaction is run again, and if it keeps colliding the device is told to
 * try again rather than left without an answer.
 */
export async function acceptInvite(
  db: Db,
  deviceId: string,
  input: string,
  now = Date.now(),
): Promise<FamilyChange> {
  const code = normaliseInviteCode(input);
  try {
    const change = await retryingConflicts(() =>
      db.transaction().execute((trx) => joinFamily(trx, deviceId, code, now)),
    );
    await familiesChanged(db, change.affectedDeviceIds);
    return change;
  } catch (error) {
    if (isRetryableConflict(error)) {
      throw new DomainError(
        'internal-error',
        'Joining collided with another change; please try again.',
        'unavailable',
      );
    }
    throw error;
  }
}

/** A device's try at joining with a code: refused without a look-up when the limits against guessing say so. */
export async function tryInviteCode(
  db: Db,
  guard: InviteGuard,
  attempt: { deviceId: string; input: string; address?: string },
  now = Date.now(),
): Promise<FamilyChange> {
  const code = normaliseInviteCode(attempt.input);
  await guard.admit({
    deviceId: attempt.deviceId,
    code,
    now,
    ...(attempt.address === undefined ? {} : { address: attempt.address }),
  });
  return acceptInvite(db, attempt.deviceId, code, now);
}

async function joinFamily(trx: Db, deviceId: string, code: string, now: number): Promise<FamilyChange> {
  const invite = isWellFormedInviteCode(code)
    ? await trx.selectFrom('invites').selectAll().where('code', '=', code).executeTakeFirst()
    : undefined;
  if (!invite) {
    throw new DomainError('invite-not-found', `There is no invite code ${code}.`, 'not-found');
  }
  if (invite.used_at !== null) {
    throw new DomainError('invite-used', `Invite code ${code} has already been used.`, 'conflict');
  }
  if (invite.expires_at <= now) {
    throw new DomainError('invite-expired', `Invite code ${code} has expired.`, 'conflict');
  }
  await ensureDevice(trx, deviceId, now);
  const ownFamily = await familyIdOf(trx, deviceId);
  if (ownFamily === invite.family_id) {
    throw new DomainError('invite-own-family', 'This invite code is for your own family.', 'conflict');
  }
  const ownMembers = ownFamily === undefined ? [] : await familyDeviceIds(trx, ownFamily);
  if (ownMembers.length > 1) {
    throw new DomainError('not-alone', 'Leave your current family before joining another one.', 'conflict');
  }
  await lockFamily(trx, invite.family_id);
  refuseWhenFull(await membersOfFamily(trx, invite.family_id), invite.role);
  const claimed = await trx
    .updateTable('invites')
    .set({ used_at: now })
    .where('code', '=', code)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) {
    throw new DomainError('invite-used', `Invite code ${code} has already been used.`, 'conflict');
  }
  await trx
    .updateTable('devices')
    .set({ family_id: invite.family_id, joined_at: now, role: invite.role })
    .where('id', '=', deviceId)
    .execute();
  if (ownFamily !== undefined) {
    // A supporter adds no names to the family's deck: their own stay behind with their votes (decision 89).
    if (invite.role === 'parent') {
      await bringFamilyNames(trx, ownFamily, invite.family_id);
    }
    await deleteFamily(trx, ownFamily);
  }
  if (invite.role === 'parent') {
    // The names every parent likes, the joiner included, are matches from now on, celebrated like any other.
    await recordSharedLikes(trx, invite.family_id, now);
  }
  return { affectedDeviceIds: await familyDeviceIds(trx, invite.family_id) };
}

/** Refuses a join that would pass the family's caps: its members, its parents or its supporters (decision 89). */
function refuseWhenFull(members: readonly MatchMember[], role: FamilyRole): void {
  const parents = members.filter(countsForMatch).length;
  if (role === 'parent' && parents >= PARENTS_MAX) {
    throw new DomainError(
      'parents-full',
      `This family already has ${PARENTS_MAX} parents, the most a family can; one has to leave first.`,
      'conflict',
    );
  }
  if (role === 'supporter' && members.length - parents >= SUPPORTERS_MAX) {
    throw new DomainError(
      'supporters-full',
      `This family already has ${SUPPORTERS_MAX} supporters, the most a family can; one has to leave first.`,
      'conflict',
    );
  }
  // Reached by a family that had more than PARENTS_MAX members before there were supporters (migration 0013).
  if (members.length >= FAMILY_MEMBERS_MAX) {
    throw new DomainError(
      'family-full',
      `This family already links ${FAMILY_MEMBERS_MAX} devices, the most a family can; one has to leave first.`,
      'conflict',
    );
  }
}

async function deleteFamily(trx: Db, familyId: string): Promise<void> {
  await trx.deleteFrom('invites').where('family_id', '=', familyId).execute();
  await forgetFamilyMatches(trx, familyId);
  await trx.deleteFrom('families').where('id', '=', familyId).execute();
}

/**
 * Leaves the family for a new family of one; leaving when alone changes nothing. The leaver's unused invites die with
 * its membership, so a code it handed out no longer lets anyone into the family it left. When the last parent leaves,
 * the family ends: each supporter is on their own again, since nobody is left to decide or to cheer on (decision 89).
 * When a parent leaves, the names every remaining parent likes are matches from now on.
 */
export async function leaveFamily(db: Db, deviceId: string, now = Date.now()): Promise<FamilyChange> {
  const change = await db.transaction().execute(async (trx): Promise<FamilyChange> => {
    await ensureDevice(trx, deviceId, now);
    const familyId = await familyIdOf(trx, deviceId);
    const members = familyId === undefined ? [] : await membersOfFamily(trx, familyId);
    const leaver = members.find((member) => member.deviceId === deviceId);
    if (familyId === undefined || leaver === undefined || members.length <= 1) {
      return { affectedDeviceIds: [deviceId] };
    }
    const staying = members.filter((member) => member.deviceId !== deviceId);
    const leaving = staying.some(countsForMatch) ? [leaver] : members;
    for (const member of leaving) {
      await departFamily(trx, familyId, member.deviceId, now);
    }
    if (leaving.length === members.length) {
      await deleteFamily(trx, familyId);
    } else if (members.length - leaving.length === 1) {
      // The one who stays is alone: a family of one has no shared last name, so its own comes back.
      await trx.updateTable('families').set({ last_name: null }).where('id', '=', familyId).execute();
    }
    if (countsForMatch(leaver) && leaving.length < members.length) {
      await recordSharedLikes(trx, familyId, now);
    }
    return { affectedDeviceIds: members.map((member) => member.deviceId) };
  });
  await familiesChanged(db, change.affectedDeviceIds);
  return change;
}

/** Moves a member out of the family into a new family of one, taking its unused invites with it. */
export async function departFamily(trx: Db, familyId: string, deviceId: string, now: number): Promise<void> {
  await trx
    .deleteFrom('invites')
    .where('family_id', '=', familyId)
    .where('created_by', '=', deviceId)
    .execute();
  const newFamilyId = randomUUID();
  await trx.insertInto('families').values({ id: newFamilyId, created_at: now }).execute();
  await trx
    .updateTable('devices')
    .set({ family_id: newFamilyId, joined_at: now, role: 'parent' })
    .where('id', '=', deviceId)
    .execute();
}
