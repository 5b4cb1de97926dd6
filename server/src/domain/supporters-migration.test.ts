import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import type { Kysely } from 'kysely';
import type { Db } from '../db/db';
import type { NamesTable } from '../db/schema';
import { MIGRATION_NAMES, migrateToLatest, migrateUpTo } from '../db/migrate';
import { decideState } from './decide';
import { familyRoles } from './family-circle';
import { matchesToCelebrate } from './family-matches';
import { acceptInvite } from './invites';
import { castVote, listVotes } from './votes';
import type { ScratchLocation } from '../../test/test-database';
import { createBlankDatabase, dropScratchDatabase, openScratchDatabase } from '../../test/test-database';

const THIS_MIGRATION = '0013-parents-and-supporters';
const before = MIGRATION_NAMES[MIGRATION_NAMES.indexOf(THIS_MIGRATION) - 1] ?? '';

const locations: ScratchLocation[] = [];
const handles: DatabaseHandle[] = [];
afterAll(async () => {
  await Promise.all(handles.map((handle) => handle.close()));
  await Promise.all(locations.map((location) => dropScratchDatabase(location)));
});

const schemaOf = (location: ScratchLocation) =>
  location.dialect === 'postgres' ? { schema: location.schema } : {};

function open(location: ScratchLocation): DatabaseHandle {
  const handle = openScratchDatabase(location);
  handles.push(handle);
  return handle;
}

const HOUR = 60 * 60 * 1000;
const now = Date.now();
const anna = randomUUID();
const bram = randomUUID();
const carla = randomUUID();
const dirk = randomUUID();
const eva = randomUUID();
const frank = randomUUID();
const gerda = randomUUID();
const trio = randomUUID();
const couple = randomUUID();

/**
 * A database as the release before parents and supporters left it: a family of three (Anna, Bram, Carla), a couple
 * (Dirk, Eva) and Frank alone; matches made when any two members' likes made one, celebrated, an invite code waiting
 * to be used, and a Decide answer.
 */
async function populate(db: Db): Promise<void> {
  // The names table had no spelling group yet (migration 0014 came after this one).
  await (db as unknown as Kysely<{ names: Omit<NamesTable, 'spelling_group'> }>)
    .insertInto('names')
    .values(
      [
        ['emma', 'Emma', 'F'],
        ['noah', 'Noah', 'M'],
        ['liam', 'Liam', 'M'],
        ['mila', 'Mila', 'F'],
        ['sophie', 'Sophie', 'F'],
        ['daan', 'Daan', 'M'],
      ].map(([id = '', name = '', gender = 'N'], rank) => ({
        id,
        name,
        gender: gender === 'F' || gender === 'M' ? gender : 'N',
        origin: null,
        meaning: null,
        rank: rank + 1,
        active: 1,
      })),
    )
    .execute();
  await db
    .insertInto('families')
    .values([trio, couple, frank].map((id) => ({ id, created_at: now - 10 * HOUR })))
    .execute();
  await db
    .insertInto('devices')
    .values(
      (
        [
          [anna, 'Anna', trio, 1],
          [bram, 'Bram', trio, 2],
          [carla, 'Carla', trio, 3],
          [dirk, 'Dirk', couple, 1],
          [eva, 'Eva', couple, 2],
          [frank, 'Frank', frank, 1],
        ] as const
      ).map(([id, name, familyId, order]) => ({
        id,
        display_name: name,
        family_id: familyId,
        user_id: null,
        joined_at: now - 10 * HOUR + order,
        created_at: now - 10 * HOUR,
        last_seen_at: now - HOUR,
      })),
    )
    .execute();
  const likes: [string, string, number][] = [
    [anna, 'emma', 1],
    [bram, 'emma', 1],
    [anna, 'noah', 1],
    [bram, 'noah', 1],
    [carla, 'noah', 1],
    [anna, 'liam', 1],
    [dirk, 'mila', 1],
    [eva, 'mila', 1],
    [dirk, 'sophie', 1],
    [eva, 'sophie', 0],
  ];
  await db
    .insertInto('votes')
    .values(
      likes.map(([deviceId, nameId, approved], index) => ({
        device_id: deviceId,
        name_id: nameId,
        approved,
        voted_at: now - 5 * HOUR + index,
      })),
    )
    .execute();
  await db
    .insertInto('family_matches')
    .values([
      { family_id: trio, name_id: 'emma', matched_at: now - 4 * HOUR },
      { family_id: trio, name_id: 'noah', matched_at: now - 4 * HOUR + 1 },
      { family_id: couple, name_id: 'mila', matched_at: now - 4 * HOUR + 2 },
    ])
    .execute();
  await db
    .insertInto('match_celebrations')
    .values(
      [anna, bram].flatMap((deviceId) =>
        ['emma', 'noah'].map((nameId) => ({
          device_id: deviceId,
          family_id: trio,
          name_id: nameId,
          celebrated_at: now - 3 * HOUR,
        })),
      ),
    )
    .execute();
  await db
    .insertInto('invites')
    .values({ code: 'MKGRAT', family_id: couple, created_by: dirk, expires_at: now + HOUR, used_at: null })
    .execute();
  await db
    .insertInto('comparisons')
    .values({
      device_id: anna,
      first_id: 'emma',
      second_id: 'noah',
      winner_id: 'noah',
      compared_at: now - 2 * HOUR,
    })
    .execute();
}

/** The populated database before this migration, and the copy of it that the migration runs on. */
async function migratedCopy(): Promise<Db> {
  const original = await createBlankDatabase();
  locations.push(original);
  const handle = openScratchDatabase(original);
  await migrateUpTo(handle.db, before, schemaOf(original));
  await populate(handle.db);
  if (original.dialect === 'postgres') {
    // A schema cannot be copied in place: the populated schema is migrated itself.
    handles.push(handle);
    await migrateToLatest(handle.db, schemaOf(original));
    return handle.db;
  }
  await handle.close();
  const copy: ScratchLocation = { dialect: 'sqlite', file: `${original.file}.copy` };
  fs.copyFileSync(original.file, copy.file);
  locations.push(copy);
  const migrated = open(copy);
  await migrateToLatest(migrated.db, schemaOf(copy));
  return migrated.db;
}

const names = (votes: { name: string }[]) => votes.map((vote) => vote.name).sort();

describe(`migration ${THIS_MIGRATION}, on a copy of a populated database`, () => {
  it('makes every member a parent and every code a parent code, shares nothing, and keeps the matches made', async () => {
    const db = await migratedCopy();
    const roles = await db.selectFrom('devices').select('role').distinct().execute();
    expect(roles).toEqual([{ role: 'parent' }]);
    expect(await db.selectFrom('invites').select(['code', 'role']).execute()).toEqual([
      { code: 'MKGRAT', role: 'parent' },
    ]);
    const shares = await db.selectFrom('families').select('share_matches').distinct().execute();
    expect(shares).toEqual([{ share_matches: 0 }]);
    expect((await familyRoles(db, bram)).members.map((member) => [member.name, member.role])).toEqual([
      ['Bram', 'parent'],
      ['Anna', 'parent'],
      ['Carla', 'parent'],
    ]);

    // Emma was a match of the three when two likes made one: it stays, as does Noah (all three), and Mila.
    expect(names(await listVotes(db, anna, 'matches'))).toEqual(['Emma', 'Noah']);
    expect(names(await listVotes(db, bram, 'matches'))).toEqual(['Emma', 'Noah']);
    expect(names(await listVotes(db, dirk, 'matches'))).toEqual(['Mila']);
    expect(await matchesToCelebrate(db, anna)).toEqual([]);
    expect((await decideState(db, anna)).names.map((name) => name.name)).toEqual(['Emma', 'Noah']);
  });

  it('lets the families go on: new matches need every parent, an old one lasts while two parents like it', async () => {
    const db = await migratedCopy();
    // Liam: Anna liked it before the upgrade; Bram's like makes no match now, Carla's does.
    expect(await castVote(db, bram, 'liam', true)).toEqual({});
    const liam = await castVote(db, carla, 'liam', true);
    expect(new Set(liam.match?.deviceIds)).toEqual(new Set([anna, bram, carla]));

    // Emma, made by two of the three, ends when Bram takes his like back and comes back with it.
    expect((await castVote(db, bram, 'emma', false)).unmatch?.name).toBe('Emma');
    expect(names(await listVotes(db, anna, 'matches'))).toEqual(['Liam', 'Noah']);
    expect((await castVote(db, bram, 'emma', true)).match?.name).toBe('Emma');

    // The code made before the upgrade still makes a parent: the couple's match then needs Gerda too.
    await acceptInvite(db, gerda, 'MKGRAT');
    expect((await familyRoles(db, gerda)).role).toBe('parent');
    expect(names(await listVotes(db, dirk, 'matches'))).toEqual(['Mila']);
    expect(await castVote(db, gerda, 'sophie', true)).toEqual({});
  });
});
