import type { Db } from '../db/database';
import { DomainError } from './domain-error';
import { isWellFormedInviteCode } from './invite-code-format';

/** Failed joins are remembered this long; every limit below counts failures inside this window. */
export const FAILED_JOIN_WINDOW_MS = 15 * 60 * 1000;
/** Failed joins one device may make in the window. */
export const FAILED_JOIN_LIMIT = 10;
/** Failed joins from one connection IP in the window (several devices behind one address share it). */
export const FAILED_JOIN_IP_LIMIT = 30;
/** Failed joins on codes sharing a prefix, from any device, that make the prefix "hot". */
export const HOT_PREFIX_FAILURES = 20;
/** From an IP with this many failures, attempts on a hot prefix are refused (a lone typo nearby is tolerated). */
export const SUSPECT_IP_FAILURES = 3;
export const CODE_PREFIX_LENGTH = 2;
/** Failures older than this (by the wall clock) are deleted, so a flood of guesses cannot grow the table for ever. */
const FAILED_JOIN_RETENTION_MS = 24 * 60 * 60 * 1000;

/** One try at joining with a (normalised) invite code. */
export interface JoinAttempt {
  deviceId: string;
  code: string;
  /** The connection's address, when the transport knows it. */
  ip?: string;
  now: number;
}

interface RecentFailures {
  device: number;
  ip: number;
  prefix: number;
}

/** The prefix a guess aims at; a malformed code aims at none (it is never looked up). */
export function codePrefix(code: string): string | null {
  return isWellFormedInviteCode(code) ? code.slice(0, CODE_PREFIX_LENGTH) : null;
}

async function recentFailures(db: Db, attempt: JoinAttempt): Promise<RecentFailures> {
  const prefix = codePrefix(attempt.code);
  const ip = attempt.ip ?? null;
  const row = await db
    .selectFrom('failed_joins')
    .select((eb) => [
      eb.fn.countAll<number | string>().filterWhere('device_id', '=', attempt.deviceId).as('device'),
      eb.fn.countAll<number | string>().filterWhere('ip', '=', ip).as('ip'),
      eb.fn
        .countAll<number | string>()
        .filterWhere('code_prefix', '=', prefix ?? '')
        .as('prefix'),
    ])
    .where('attempted_at', '>', attempt.now - FAILED_JOIN_WINDOW_MS)
    .where((eb) =>
      eb.or([
        eb('device_id', '=', attempt.deviceId),
        ...(prefix === null ? [] : [eb('code_prefix', '=', prefix)]),
        ...(ip === null ? [] : [eb('ip', '=', ip)]),
      ]),
    )
    .executeTakeFirst();
  return {
    device: Number(row?.device ?? 0),
    ip: ip === null ? 0 : Number(row?.ip ?? 0),
    prefix: prefix === null ? 0 : Number(row?.prefix ?? 0),
  };
}

/**
 * Refuses a join attempt with `too-many-attempts` when the device or its IP failed too often, or when the
 * code's prefix is under attack ("hot") and the device (or its IP) has a record of failures. A device with a
 * clean record may always try, so a parent typing a real code still gets in while strangers guess nearby.
 */
export async function assertMayTryInvite(db: Db, attempt: JoinAttempt): Promise<void> {
  const failures = await recentFailures(db, attempt);
  const suspect = failures.device > 0 || failures.ip >= SUSPECT_IP_FAILURES;
  const refused =
    failures.device >= FAILED_JOIN_LIMIT ||
    failures.ip >= FAILED_JOIN_IP_LIMIT ||
    (failures.prefix >= HOT_PREFIX_FAILURES && suspect);
  if (refused) {
    throw new DomainError(
      'too-many-attempts',
      'Too many wrong invite codes; please wait a few minutes.',
      'rate-limited',
    );
  }
}

/** Remembers a failed join for the limits, and deletes failures far outside the window. */
export async function recordFailedJoin(db: Db, attempt: JoinAttempt): Promise<void> {
  await db
    .insertInto('failed_joins')
    .values({
      device_id: attempt.deviceId,
      attempted_at: attempt.now,
      code_prefix: codePrefix(attempt.code),
      ip: attempt.ip ?? null,
    })
    .execute();
  await db
    .deleteFrom('failed_joins')
    .where('attempted_at', '<', Date.now() - FAILED_JOIN_RETENTION_MS)
    .execute();
}
