import { sql } from 'kysely';
import type { MatchToCelebrate } from '@name-swiper/contract/matches';
import type { Db } from '../db/db';
import { shapedQuery } from '../db/shaped-query';
import { currentMatches, matchesOfDevice } from './current-matches';
import { familyIdOf } from './devices';
import { familyCircle, membersOfFamily, roleIn } from './family-circle';
import { likedSpellings, matchName } from './match-rule';

/**
 * Each name a family has matched on, once, with when it first did (decision 58): an undo and a like again, a
 * reconnect or a reload find the row there and make nothing new. Which device celebrated which match is kept per
 * device and family; a device counts as having celebrated what any device of its account celebrated in the family.
 * A match is on a name in any of its spellings, so these rows hold the id of its spelling group (decision 94).
 */

/** Records the matches a vote batch made; a family that had the match before keeps its first time. */
export async function recordFamilyMatches(
  trx: Db,
  made: readonly { familyId: string; nameId: string }[],
  now: number,
): Promise<void> {
  if (made.length === 0) {
    return;
  }
  await trx
    .insertInto('family_matches')
    .values(made.map(({ familyId, nameId }) => ({ family_id: familyId, name_id: nameId, matched_at: now })))
    .onConflict((oc) => oc.columns(['family_id', 'name_id']).doNothing())
    .execute();
}

/**
 * Records the family's matches by the match rule as matches made now, keeping the first time of those it had: after a
 * join (the joiner's likes come in) and after a parent left (the remaining parents may all like a name now).
 */
export async function recordSharedLikes(trx: Db, familyId: string, now: number): Promise<void> {
  const matches = await currentMatches(trx, familyId, await membersOfFamily(trx, familyId));
  await recordFamilyMatches(
    trx,
    [...matches.keys()].map((nameId) => ({ familyId, nameId })),
    now,
  );
}

/** The devices that celebrate on this device's behalf: itself and the other devices of its account. */
async function celebrants(db: Db, deviceId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('devices as me')
    .innerJoin('devices as same', (join) =>
      join.on((eb) =>
        eb.or([eb('same.id', '=', eb.ref('me.id')), eb('same.user_id', '=', eb.ref('me.user_id'))]),
      ),
    )
    .select('same.id')
    .where('me.id', '=', deviceId)
    .execute();
  return rows.length === 0 ? [deviceId] : rows.map((row) => row.id);
}

/**
 * The device's current matches it has not celebrated, oldest first: those made while its app was closed or not
 * connected, and those a join brought. Empty for a device alone and for a supporter, who celebrates nothing.
 */
export async function matchesToCelebrate(db: Db, deviceId: string): Promise<MatchToCelebrate[]> {
  const circle = await familyCircle(db, deviceId);
  const { familyId } = circle;
  if (familyId === undefined || roleIn(circle) !== 'parent') {
    return [];
  }
  const ids = await celebrants(db, deviceId);
  const rows = await db
    .selectFrom('family_matches as m')
    .select('m.name_id')
    .where('m.family_id', '=', familyId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('match_celebrations as c')
            .select('c.name_id')
            .where('c.family_id', '=', familyId)
            .whereRef('c.name_id', '=', 'm.name_id')
            .where('c.device_id', 'in', ids),
        ),
      ),
    )
    .orderBy('m.matched_at')
    .orderBy('m.name_id')
    .execute();
  if (rows.length === 0) {
    return [];
  }
  const matches = await matchesOfDevice(db, deviceId, familyId, circle.members, namesToLookUp(rows));
  return rows.flatMap((row) => {
    const likes = matches.get(row.name_id);
    if (likes === undefined) {
      return [];
    }
    const spellings = likedSpellings(likes);
    return [{ nameId: row.name_id, name: matchName(likes), ...(spellings.length > 1 ? { spellings } : {}) }];
  });
}

/** Looking up more names than this one by one costs more than reading the parents' likes whole. */
const NAMES_LOOKED_UP_MAX = 500;

function namesToLookUp(rows: readonly { name_id: string }[]): string[] | undefined {
  return rows.length > NAMES_LOOKED_UP_MAX ? undefined : rows.map((row) => row.name_id);
}

/** Notes that the device celebrated its family's match on the name; nothing happens for a name never matched. */
export async function celebrateMatch(
  db: Db,
  deviceId: string,
  nameId: string,
  now = Date.now(),
): Promise<void> {
  const familyId = await familyIdOf(db, deviceId);
  if (familyId === undefined) {
    return;
  }
  await db
    .insertInto('match_celebrations')
    .columns(['device_id', 'family_id', 'name_id', 'celebrated_at'])
    .expression((eb) =>
      eb
        .selectFrom('family_matches')
        .select([
          sql<string>`${deviceId}`.as('device_id'),
          'family_id',
          'name_id',
          sql<number>`cast(${now} as bigint)`.as('celebrated_at'),
        ])
        .where('family_id', '=', familyId)
        .where('name_id', '=', nameId),
    )
    .onConflict((oc) => oc.columns(['device_id', 'family_id', 'name_id']).doNothing())
    .execute();
}

/** Of these devices, those that (or whose account) already celebrated their family's match on the name. */
export async function celebratedAmong(
  db: Db,
  nameId: string,
  deviceIds: readonly string[],
): Promise<Set<string>> {
  if (deviceIds.length === 0) {
    return new Set();
  }
  const rows = await celebrated(
    db,
    deviceIds.map((id) => ({ id })),
    { nameId },
  );
  return new Set(rows.map((row) => row.id));
}

const celebrated = shapedQuery(
  'celebrated-among',
  (db, devices: { id: string }[], { nameId }: { nameId: string }) =>
    db
      .selectFrom('devices as d')
      .select('d.id')
      .where(
        'd.id',
        'in',
        devices.map((device) => device.id),
      )
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('match_celebrations as c')
            .innerJoin('devices as by', 'by.id', 'c.device_id')
            .select('c.name_id')
            .whereRef('c.family_id', '=', 'd.family_id')
            .where('c.name_id', '=', nameId)
            .where((eb) =>
              eb.or([eb('by.id', '=', eb.ref('d.id')), eb('by.user_id', '=', eb.ref('d.user_id'))]),
            ),
        ),
      ),
);

/** When the family first had each of these matches (epoch ms), by name id. */
export async function matchTimes(
  db: Db,
  familyId: string,
  nameIds: readonly string[],
): Promise<Map<string, number>> {
  if (nameIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .selectFrom('family_matches')
    .select(['name_id', 'matched_at'])
    .where('family_id', '=', familyId)
    .where('name_id', 'in', nameIds)
    .execute();
  return new Map(rows.map((row) => [row.name_id, Number(row.matched_at)]));
}

/** A family that ends (its last member joined another) takes its matches and their celebrations with it. */
export async function forgetFamilyMatches(trx: Db, familyId: string): Promise<void> {
  await trx.deleteFrom('match_celebrations').where('family_id', '=', familyId).execute();
  await trx.deleteFrom('family_matches').where('family_id', '=', familyId).execute();
}
