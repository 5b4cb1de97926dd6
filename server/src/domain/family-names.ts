import { randomUUID } from 'node:crypto';
import { FAMILY_NAMES_MAX } from '@name-swiper/contract/constants';
import type { Gender } from '@name-swiper/contract/constants';
import { FAMILY_NAME_ID_PREFIX } from '@name-swiper/contract/family-names';
import type { FamilyName } from '@name-swiper/contract/family-names';
import type { NameItem, UnvotedCount } from '@name-swiper/contract/names';
import { lengthOf } from '../catalogue/filter-classes';
import { catalogueIndexOf } from '../catalogue/catalogue-memory';
import { spellingTraits } from '../catalogue/name-traits';
import { nameIdOf } from '../catalogue/name-id';
import type { Db } from '../db/db';
import { preparedQuery } from '../db/prepared-query';
import { ensureDevice, familyIdOf, lockFamily } from './devices';
import { DomainError } from './domain-error';
import { assertParent } from './family-circle';
import type { NameFilter } from './name-filter';
import { deviceVotes } from './vote-states';

/**
 * Names a family adds of its own (decision 62). Each is an inactive row of `names` with an id that starts with "f:"
 * (catalogue ids are spellings, which never hold a colon), so votes, matches, History and Decide resolve it like any
 * name, while the catalogue never deals, counts or looks it up; `family_names` says whose it is. Only the members of
 * that family are dealt it, may vote on it, or see it listed.
 */

/** The family's names that are still dealt, oldest first, for the device whose family it is. */
const familyNamesOfDevice = preparedQuery<{ id: string; name: string; gender: Gender }, 'device'>(
  'family-names-of-device',
  (db, parameter) =>
    db
      .selectFrom('devices as d')
      .innerJoin('family_names as f', 'f.family_id', 'd.family_id')
      .innerJoin('names as n', 'n.id', 'f.name_id')
      .select(['n.id', 'n.name', 'n.gender'])
      .where('d.id', '=', parameter('device'))
      .where('f.removed_at', 'is', null)
      .orderBy('f.added_at')
      .orderBy('f.name_id'),
);

/** The names the device's family added and has not removed, oldest first (Settings lists them). */
export async function listFamilyNames(db: Db, deviceId: string): Promise<FamilyName[]> {
  return familyNamesOfDevice(db, { device: deviceId });
}

/**
 * Whether a family's name passes the filters on its spelling and gender: genders, unisex only, first letter and
 * length. Places and eras are figures of the statistics, which a family's name has none of, so they leave it in.
 */
function passesSpellingFilters(name: { name: string; gender: Gender }, filter: NameFilter): boolean {
  const { initial, letters } = spellingTraits(name.name);
  return (
    (filter.genders.length === 0 || filter.genders.includes(name.gender)) &&
    (filter.unisex !== true || name.gender === 'N') &&
    (filter.initials === undefined || filter.initials.length === 0 || filter.initials.includes(initial)) &&
    (filter.lengths === undefined ||
      filter.lengths.length === 0 ||
      filter.lengths.includes(lengthOf(letters)))
  );
}

/** The family's names this device has not voted on that pass the filters on spelling and gender. */
async function unvotedFamilyNames(db: Db, deviceId: string, filter: NameFilter): Promise<NameItem[]> {
  const names = await familyNamesOfDevice(db, { device: deviceId });
  if (names.length === 0) {
    return [];
  }
  const votes = await deviceVotes(db, deviceId);
  return names
    .filter((name) => !votes.has(name.id) && passesSpellingFilters(name, filter))
    .map((name) => ({ ...name, tags: [], popularIn: [], originLanguages: [], addedByFamily: true }));
}

/** A deck batch with the family's unvoted names in front: the couple added them to see them soon. */
export async function withFamilyNames(
  db: Db,
  deviceId: string,
  filter: NameFilter & { limit: number },
  deck: NameItem[],
): Promise<NameItem[]> {
  const family = await unvotedFamilyNames(db, deviceId, filter);
  return family.length === 0 ? deck : [...family, ...deck].slice(0, filter.limit);
}

/** The catalogue's remaining count with the family's unvoted names that pass the filters added. */
export async function withFamilyNameCount(
  db: Db,
  deviceId: string,
  filter: NameFilter,
  count: UnvotedCount,
): Promise<UnvotedCount> {
  const family = await unvotedFamilyNames(db, deviceId, filter);
  return { remaining: count.remaining + family.length };
}

/** The device ids of the family, the given device among them. */
async function familyDeviceIds(db: Db, familyId: string): Promise<string[]> {
  const rows = await db.selectFrom('devices').select('id').where('family_id', '=', familyId).execute();
  return rows.map((row) => row.id);
}

/** A family at FAMILY_NAMES_MAX names adds no other (one it has, listed or removed, is no new name to it). */
async function refuseWhenFull(trx: Db, familyId: string, key: string): Promise<void> {
  const listed = await trx
    .selectFrom('family_names')
    .select(['name_key'])
    .where('family_id', '=', familyId)
    .where('removed_at', 'is', null)
    .execute();
  if (listed.length >= FAMILY_NAMES_MAX && !listed.some((row) => row.name_key === key)) {
    throw new DomainError(
      'family-names-full',
      `Your family has ${FAMILY_NAMES_MAX} names of its own, the most a family can add; remove one to add another.`,
      'conflict',
    );
  }
}

/**
 * Adds a name (already checked by the contract: letters, single joiners, user-text rules) to the device's family,
 * a family of one included. A catalogue name is refused with its catalogue spelling; a spelling the family has is
 * the same name (restored if it was removed). Returns every member to tell.
 */
export async function addFamilyName(
  db: Db,
  deviceId: string,
  request: { name: string; gender: Gender },
  now = Date.now(),
): Promise<string[]> {
  const key = nameIdOf(request.name);
  const index = await catalogueIndexOf(db);
  const ordinal = index.ordinalOf.get(key);
  if (ordinal !== undefined) {
    const spelling = index.items[ordinal]?.name ?? request.name;
    throw new DomainError(
      'name-in-catalogue',
      `${spelling} is in the catalogue already: find it in the deck or at /name/${spelling}.`,
      'conflict',
    );
  }
  await assertParent(db, deviceId, "add the family's names");
  return db.transaction().execute(async (trx) => {
    await ensureDevice(trx, deviceId, now);
    const familyId = (await familyIdOf(trx, deviceId)) ?? deviceId;
    await lockFamily(trx, familyId);
    await refuseWhenFull(trx, familyId, key);
    const restored = await trx
      .updateTable('family_names')
      .set({ removed_at: null })
      .where('family_id', '=', familyId)
      .where('name_key', '=', key)
      .executeTakeFirst();
    if (Number(restored.numUpdatedRows) === 0) {
      const id = `${FAMILY_NAME_ID_PREFIX}${randomUUID()}`;
      await trx
        .insertInto('names')
        .values({
          id,
          name: request.name,
          gender: request.gender,
          origin: null,
          meaning: null,
          rank: 0,
          active: 0,
        })
        .execute();
      const owned = await trx
        .insertInto('family_names')
        .values({ name_id: id, family_id: familyId, name_key: key, added_by: deviceId, added_at: now })
        .onConflict((oc) => oc.columns(['family_id', 'name_key']).doNothing())
        .executeTakeFirst();
      if (Number(owned.numInsertedOrUpdatedRows ?? 0) === 0) {
        // A partner added the same spelling at the same moment: theirs is the family's, this row goes.
        await trx.deleteFrom('names').where('id', '=', id).execute();
      }
    }
    return familyDeviceIds(trx, familyId);
  });
}

/**
 * Removes one of the family's names: it is no longer dealt or listed, while the votes cast on it (and a match on it)
 * stay. Removing a removed name changes nothing; a name that is not the family's is not found. Returns every member.
 */
export async function removeFamilyName(
  db: Db,
  deviceId: string,
  nameId: string,
  now = Date.now(),
): Promise<string[]> {
  await assertParent(db, deviceId, "remove the family's names");
  return db.transaction().execute(async (trx) => {
    const familyId = await familyIdOf(trx, deviceId);
    const owned =
      familyId === undefined
        ? undefined
        : await trx
            .selectFrom('family_names')
            .select('removed_at')
            .where('name_id', '=', nameId)
            .where('family_id', '=', familyId)
            .executeTakeFirst();
    if (familyId === undefined || owned === undefined) {
      throw new DomainError('name-not-found', `No name with id "${nameId}" in the family.`, 'not-found');
    }
    if (owned.removed_at === null) {
      await trx.updateTable('family_names').set({ removed_at: now }).where('name_id', '=', nameId).execute();
    }
    return familyDeviceIds(trx, familyId);
  });
}

/**
 * A joiner's family of one ends: its names come along into the family it joins, except a spelling that family has
 * already; of those still listed, the oldest first as far as the family has room (FAMILY_NAMES_MAX). The joiner's
 * votes on a name left behind stay in its History.
 */
export async function bringFamilyNames(trx: Db, fromFamilyId: string, toFamilyId: string): Promise<void> {
  const listed = await trx
    .selectFrom('family_names')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('family_id', '=', toFamilyId)
    .where('removed_at', 'is', null)
    .executeTakeFirstOrThrow();
  const coming = await trx
    .selectFrom('family_names')
    .select(['name_id', 'removed_at'])
    .where('family_id', '=', fromFamilyId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('family_names as there')
            .select('there.name_id')
            .where('there.family_id', '=', toFamilyId)
            .whereRef('there.name_key', '=', 'family_names.name_key'),
        ),
      ),
    )
    .orderBy('added_at')
    .orderBy('name_id')
    .execute();
  const room = Math.max(0, FAMILY_NAMES_MAX - Number(listed.count));
  const listedComing = coming.filter((row) => row.removed_at === null).slice(0, room);
  const removedComing = coming.filter((row) => row.removed_at !== null);
  const moving = [...listedComing, ...removedComing].map((row) => row.name_id);
  if (moving.length > 0) {
    await trx
      .updateTable('family_names')
      .set({ family_id: toFamilyId })
      .where('name_id', 'in', moving)
      .execute();
  }
}
