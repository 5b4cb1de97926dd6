import { randomInt, randomUUID } from 'node:crypto';
import {
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  INVITE_VALIDITY_MS,
} from '@name-swiper/contract/constants';
import type { Db } from '../db/database';
import { ensureDevice, familyIdOf } from './devices';
import { DomainError } from './domain-error';
import { isWellFormedInviteCode } from './invite-code-format';
import { assertMayTryInvite, recordFailedJoin } from './invite-guard';

export { FAILED_JOIN_LIMIT, FAILED_JOIN_WINDOW_MS } from './invite-guard';
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

/** A new single-use code, valid for 24 hours, that lets one lone device join the caller's family. */
export async function createInvite(db: Db, deviceId: string, now = Date.now()): Promise<string> {
  await ensureDevice(db, deviceId, now);
  const familyId = await familyIdOf(db, deviceId);
  if (familyId === undefined) {
    throw new Error('the device vanished while creating an invite');
  }
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const code = randomInviteCode();
    const inserted = await db
      .insertInto('invites')
      .values({
        code,
        family_id: familyId,
        created_by: deviceId,
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
 * Joins the family of an invite code. The joiner must be alone; every failure counts towards the limits against
 * guessing (per device, per connection IP when `ip` is known, and per code prefix: see invite-guard.ts).
 */
export async function acceptInvite(
  db: Db,
  deviceId: string,
  input: string,
  now = Date.now(),
  ip?: string,
): Promise<FamilyChange> {
  const attempt = { deviceId, code: normaliseInviteCode(input), now, ...(ip === undefined ? {} : { ip }) };
  await assertMayTryInvite(db, attempt);
  try {
    return await db.transaction().execute((trx) => joinFamily(trx, deviceId, attempt.code, now));
  } catch (error) {
    if (error instanceof DomainError) {
      await recordFailedJoin(db, attempt);
    }
    throw error;
  }
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
    .set({ family_id: invite.family_id, joined_at: now })
    .where('id', '=', deviceId)
    .execute();
  if (ownFamily !== undefined) {
    await deleteFamily(trx, ownFamily);
  }
  return { affectedDeviceIds: await familyDeviceIds(trx, invite.family_id) };
}

async function deleteFamily(trx: Db, familyId: string): Promise<void> {
  await trx.deleteFrom('invites').where('family_id', '=', familyId).execute();
  await trx.deleteFrom('families').where('id', '=', familyId).execute();
}

/** Leaves the family for a new family of one; leaving when alone changes nothing. */
export async function leaveFamily(db: Db, deviceId: string, now = Date.now()): Promise<FamilyChange> {
  return db.transaction().execute(async (trx) => {
    await ensureDevice(trx, deviceId, now);
    const familyId = await familyIdOf(trx, deviceId);
    const members = familyId === undefined ? [deviceId] : await familyDeviceIds(trx, familyId);
    if (members.length <= 1) {
      return { affectedDeviceIds: [deviceId] };
    }
    const newFamilyId = randomUUID();
    await trx.insertInto('families').values({ id: newFamilyId, created_at: now }).execute();
    await trx
      .updateTable('devices')
      .set({ family_id: newFamilyId, joined_at: now })
      .where('id', '=', deviceId)
      .execute();
    return { affectedDeviceIds: members };
  });
}
