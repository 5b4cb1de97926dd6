import { FAMILY_NAMES_MAX } from '@name-swiper/contract/constants';
import type { Gender } from '@name-swiper/contract/constants';
import { isFamilyNameId } from '@name-swiper/contract/family-names';
import { catalogueIndexOf } from '../catalogue/catalogue-memory';
import { sql } from 'kysely';
import type { Db } from '../db/db';
import { preparedQuery } from '../db/prepared-query';
import { ensureDevice, familyIdOf, lockFamily } from './devices';
import { DomainError } from './domain-error';
import { assertParent } from './family-circle';

/**
 * Catalogue names a family put first in its members' decks (decision 98), from the namesake finder: the family's
 * list (Settings, /user/queue/family-names) holds them beside its own names, they count towards FAMILY_NAMES_MAX
 * with them, and they are removed the same way. Unlike a family's own name, a pick stays a catalogue name: anyone
 * may be dealt it and vote on it, and its row only says that this family wants it dealt first.
 */

export interface ListedPick {
  id: string;
  name: string;
  gender: Gender;
  /** The catalogue's spelling group of the name (decision 93). */
  spellingGroup: string;
  addedAt: number;
}

const picksOfDevice = preparedQuery<
  { id: string; name: string; gender: Gender; spelling_group: string; added_at: number | string },
  'device'
>('family-picks-of-device', (db, parameter) =>
  db
    .selectFrom('devices as d')
    .innerJoin('family_picks as p', 'p.family_id', 'd.family_id')
    .innerJoin('names as n', 'n.id', 'p.name_id')
    .select(['n.id', 'n.name', 'n.gender', 'n.spelling_group', 'p.added_at'])
    .where('d.id', '=', parameter('device'))
    .where('p.removed_at', 'is', null)
    .where('n.active', '=', sql.lit(1))
    .orderBy('p.added_at')
    .orderBy('p.name_id'),
);

/** The picks of the device's family that are still listed, of names the catalogue still holds, oldest first. */
export async function listedPicks(db: Db, deviceId: string): Promise<ListedPick[]> {
  const rows = await picksOfDevice(db, { device: deviceId });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    gender: row.gender,
    spellingGroup: row.spelling_group,
    addedAt: Number(row.added_at),
  }));
}

/** How many names a family lists, its own and its picks together: FAMILY_NAMES_MAX bounds the two as one list. */
export async function listedFamilyNameCount(trx: Db, familyId: string): Promise<number> {
  const [own, picks] = await Promise.all([
    trx
      .selectFrom('family_names')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('family_id', '=', familyId)
      .where('removed_at', 'is', null)
      .executeTakeFirstOrThrow(),
    trx
      .selectFrom('family_picks')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('family_id', '=', familyId)
      .where('removed_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return Number(own.count) + Number(picks.count);
}

export function familyNamesFull(): DomainError {
  return new DomainError(
    'family-names-full',
    `Your family has ${FAMILY_NAMES_MAX} names of its own, the most a family can add; remove one to add another.`,
    'conflict',
  );
}

/**
 * Puts a catalogue name first in the decks of the device's family (a family of one included): a name picked before
 * and removed is listed again; one still listed stays as it is. Returns every member to tell.
 */
export async function pickFamilyName(
  db: Db,
  deviceId: string,
  nameId: string,
  now = Date.now(),
): Promise<string[]> {
  const index = await catalogueIndexOf(db);
  if (isFamilyNameId(nameId) || !index.ordinalOf.has(nameId)) {
    throw new DomainError('name-not-found', `No name with id "${nameId}" in the catalogue.`, 'not-found');
  }
  // Putting a name first is choosing the family's names, the parents' to do (decision 89).
  await assertParent(db, deviceId, "put the family's names first");
  return db.transaction().execute(async (trx) => {
    await ensureDevice(trx, deviceId, now);
    const familyId = (await familyIdOf(trx, deviceId)) ?? deviceId;
    await lockFamily(trx, familyId);
    const existing = await trx
      .selectFrom('family_picks')
      .select('removed_at')
      .where('family_id', '=', familyId)
      .where('name_id', '=', nameId)
      .executeTakeFirst();
    const listed = existing !== undefined && existing.removed_at === null;
    if (!listed) {
      if ((await listedFamilyNameCount(trx, familyId)) >= FAMILY_NAMES_MAX) {
        throw familyNamesFull();
      }
      await trx
        .insertInto('family_picks')
        .values({ family_id: familyId, name_id: nameId, added_by: deviceId, added_at: now })
        .onConflict((oc) =>
          oc
            .columns(['family_id', 'name_id'])
            .doUpdateSet({ removed_at: null, added_by: deviceId, added_at: now }),
        )
        .execute();
    }
    const members = await trx.selectFrom('devices').select('id').where('family_id', '=', familyId).execute();
    return members.map((row) => row.id);
  });
}

/** Takes a pick off the family's list; whether the family had it listed or removed. */
export async function removePick(trx: Db, familyId: string, nameId: string, now: number): Promise<boolean> {
  const owned = await trx
    .selectFrom('family_picks')
    .select('removed_at')
    .where('family_id', '=', familyId)
    .where('name_id', '=', nameId)
    .executeTakeFirst();
  if (owned === undefined) {
    return false;
  }
  if (owned.removed_at === null) {
    await trx
      .updateTable('family_picks')
      .set({ removed_at: now })
      .where('family_id', '=', familyId)
      .where('name_id', '=', nameId)
      .execute();
  }
  return true;
}

/**
 * A joiner's family of one ends: its listed picks the family has not picked come along, oldest first, as far as
 * `room` allows; the rest end with it.
 */
export async function bringPicks(
  trx: Db,
  fromFamilyId: string,
  toFamilyId: string,
  room: number,
): Promise<void> {
  const coming = await trx
    .selectFrom('family_picks')
    .select(['name_id', 'added_by', 'added_at'])
    .where('family_id', '=', fromFamilyId)
    .where('removed_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('family_picks as there')
            .select('there.name_id')
            .where('there.family_id', '=', toFamilyId)
            .where('there.removed_at', 'is', null)
            .whereRef('there.name_id', '=', 'family_picks.name_id'),
        ),
      ),
    )
    .orderBy('added_at')
    .orderBy('name_id')
    .execute();
  for (const pick of coming.slice(0, Math.max(0, room))) {
    await trx
      .insertInto('family_picks')
      .values({
        family_id: toFamilyId,
        name_id: pick.name_id,
        added_by: pick.added_by,
        added_at: pick.added_at,
      })
      .onConflict((oc) =>
        oc
          .columns(['family_id', 'name_id'])
          .doUpdateSet({ removed_at: null, added_by: pick.added_by, added_at: pick.added_at }),
      )
      .execute();
  }
  await trx.deleteFrom('family_picks').where('family_id', '=', fromFamilyId).execute();
}
