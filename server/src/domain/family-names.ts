import { randomUUID } from 'node:crypto';
import { FAMILY_NAMES_MAX } from '@name-swiper/contract/constants';
import type { Gender } from '@name-swiper/contract/constants';
import { FAMILY_NAME_ID_PREFIX, isFamilyNameId } from '@name-swiper/contract/family-names';
import type { FamilyName } from '@name-swiper/contract/family-names';
import type { NameItem, UnvotedCount } from '@name-swiper/contract/names';
import { lengthOf } from '../catalogue/filter-classes';
import { catalogueIndexOf } from '../catalogue/catalogue-memory';
import { spellingGroupOf, spellingOrdinals } from '../catalogue/spelling-groups';
import { spellingTraits } from '../catalogue/name-traits';
import { nameIdOf } from '../catalogue/name-id';
import type { Db } from '../db/db';
import { preparedQuery } from '../db/prepared-query';
import { ensureDevice, familyIdOf, lockFamily } from './devices';
import { DomainError } from './domain-error';
import { assertParent } from './family-circle';
import type { NameFilter } from './name-filter';
import { compileFilter } from './name-filter';
import { bringPicks, familyNamesFull, listedFamilyNameCount, listedPicks, removePick } from './family-picks';
import { deviceVotes } from './vote-states';

/**
 * Names a family adds of its own (decision 62). Each is an inactive row of `names` with an id that starts with "f:"
 * (catalogue ids are spellings, which never hold a colon), so votes, matches, History and Decide resolve it like any
 * name, while the catalogue never deals, counts or looks it up; `family_names` says whose it is. Only the members of
 * that family are dealt it, may vote on it, or see it listed. The family's picks from the catalogue (decision 98,
 * family-picks.ts) are listed, dealt first and removed with them.
 */

/** The family's names that are still dealt, oldest first, for the device whose family it is. */
const familyNamesOfDevice = preparedQuery<
  { id: string; name: string; gender: Gender; spelling_group: string; added_at: number | string },
  'device'
>('family-names-of-device', (db, parameter) =>
  db
    .selectFrom('devices as d')
    .innerJoin('family_names as f', 'f.family_id', 'd.family_id')
    .innerJoin('names as n', 'n.id', 'f.name_id')
    .select(['n.id', 'n.name', 'n.gender', 'n.spelling_group', 'f.added_at'])
    .where('d.id', '=', parameter('device'))
    .where('f.removed_at', 'is', null)
    .orderBy('f.added_at')
    .orderBy('f.name_id'),
);

type ListedName = FamilyName & { spellingGroup: string; addedAt: number; fromCatalogue: boolean };

/** The family's own names and picks still listed, oldest first. */
async function listedNames(db: Db, deviceId: string): Promise<ListedName[]> {
  const [own, picks] = await Promise.all([
    familyNamesOfDevice(db, { device: deviceId }),
    listedPicks(db, deviceId),
  ]);
  const names: ListedName[] = [
    ...own.map(({ id, name, gender, spelling_group, added_at }) => ({
      id,
      name,
      gender,
      spellingGroup: spelling_group,
      addedAt: Number(added_at),
      fromCatalogue: false,
    })),
    ...picks.map((pick) => ({ ...pick, fromCatalogue: true })),
  ];
  return names.sort((a, b) => a.addedAt - b.addedAt);
}

/** The names the device's family added or picked and has not removed, oldest first (Settings lists them). */
export async function listFamilyNames(db: Db, deviceId: string): Promise<FamilyName[]> {
  return (await listedNames(db, deviceId)).map(({ id, name, gender }) => ({ id, name, gender }));
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

/**
 * The family's names this device has not voted on that pass the filters on spelling and gender, oldest first: its
 * own as cards of their own, its picks as the catalogue's cards, all marked as added by the family. A name that is
 * a catalogue name with other accents (decision 95) is not dealt once the device voted on one of its spellings.
 */
async function unvotedFamilyNames(db: Db, deviceId: string, filter: NameFilter): Promise<NameItem[]> {
  const names = await listedNames(db, deviceId);
  if (names.length === 0) {
    return [];
  }
  const [votes, index] = await Promise.all([deviceVotes(db, deviceId), catalogueIndexOf(db)]);
  const spellingVoted = (group: string) => {
    const ordinal = index.ordinalOf.get(group);
    const spellings = ordinal === undefined ? [] : spellingOrdinals(index.spellings, ordinal);
    return spellings.some((spelling) => votes.hasOrdinal(spelling));
  };
  return names
    .filter(
      (name) =>
        !votes.has(name.id) &&
        (name.spellingGroup === name.id || !spellingVoted(name.spellingGroup)) &&
        passesSpellingFilters(name, filter),
    )
    .flatMap(({ id, name, gender, fromCatalogue }): NameItem[] => {
      if (!fromCatalogue) {
        return [{ id, name, gender, tags: [], popularIn: [], originLanguages: [], addedByFamily: true }];
      }
      const ordinal = index.ordinalOf.get(id);
      const item = ordinal === undefined ? undefined : index.items[ordinal];
      return item === undefined ? [] : [{ ...item, addedByFamily: true }];
    });
}

/** A deck batch with the family's unvoted names in front: the couple added them to see them soon. */
export async function withFamilyNames(
  db: Db,
  deviceId: string,
  filter: NameFilter & { limit: number },
  deck: NameItem[],
): Promise<NameItem[]> {
  const family = await unvotedFamilyNames(db, deviceId, filter);
  if (family.length === 0) {
    return deck;
  }
  const first = new Set(family.map((name) => name.id));
  return [...family, ...deck.filter((card) => !first.has(card.id))].slice(0, filter.limit);
}

/**
 * The catalogue's remaining count with the family's unvoted names that pass the filters added; a pick the catalogue's
 * filters pass is counted there already.
 */
export async function withFamilyNameCount(
  db: Db,
  deviceId: string,
  filter: NameFilter,
  count: UnvotedCount,
): Promise<UnvotedCount> {
  const family = await unvotedFamilyNames(db, deviceId, filter);
  if (family.length === 0) {
    return count;
  }
  const index = await catalogueIndexOf(db);
  const compiled = compileFilter(index, filter);
  const added = family.filter((name) => {
    const ordinal = index.ordinalOf.get(name.id);
    return ordinal === undefined || !compiled.passes(ordinal);
  });
  return { remaining: count.remaining + added.length };
}

/** The device ids of the family, the given device among them. */
async function familyDeviceIds(db: Db, familyId: string): Promise<string[]> {
  const rows = await db.selectFrom('devices').select('id').where('family_id', '=', familyId).execute();
  return rows.map((row) => row.id);
}

/**
 * A family at FAMILY_NAMES_MAX names (its own and its picks) adds no other (one it lists is no new name to it).
 */
async function refuseWhenFull(trx: Db, familyId: string, key: string): Promise<void> {
  const listed = await trx
    .selectFrom('family_names')
    .select(['name_key'])
    .where('family_id', '=', familyId)
    .where('name_key', '=', key)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (listed === undefined && (await listedFamilyNameCount(trx, familyId)) >= FAMILY_NAMES_MAX) {
    throw familyNamesFull();
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
          // A catalogue name with other accents (Zöe beside Zoe) is one name with it: matches and Decide say so.
          spelling_group: spellingGroupOf(index.spellings, request.name, request.gender) ?? id,
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
 * Removes one of the family's names or picks: it is no longer dealt first or listed, while the votes cast on it (and
 * a match on it) stay. Removing a removed name changes nothing; a name that is not the family's is not found. Returns
 * every member.
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
    if (familyId !== undefined && !isFamilyNameId(nameId) && (await removePick(trx, familyId, nameId, now))) {
      return familyDeviceIds(trx, familyId);
    }
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
 * already; of those still listed, the oldest first as far as the family has room (FAMILY_NAMES_MAX), then its picks
 * in the room left. The joiner's votes on a name left behind stay in its History.
 */
export async function bringFamilyNames(trx: Db, fromFamilyId: string, toFamilyId: string): Promise<void> {
  const listed = await listedFamilyNameCount(trx, toFamilyId);
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
  const room = Math.max(0, FAMILY_NAMES_MAX - listed);
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
  await bringPicks(
    trx,
    fromFamilyId,
    toFamilyId,
    FAMILY_NAMES_MAX - (await listedFamilyNameCount(trx, toFamilyId)),
  );
}
