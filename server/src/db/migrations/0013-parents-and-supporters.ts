import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Issue 33 part 2: parents and supporters (decisions 89 to 91).
 * - `devices.role`: 'parent' (their likes make matches) or 'supporter' (cheers, no say); every existing member
 *   becomes a parent, as the default says.
 * - `invites.role`: the kind of member a code makes; every existing code keeps making parents.
 * - `families.share_matches`: whether the parents share their matches with their supporters (off by default).
 * - `family_matches.any_two`: a match made before a match needed every parent (any two members' likes made one)
 *   stays a match while two parents like it, so that no family of three or more loses a match to the upgrade.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const role = sql`role in ('parent', 'supporter')`;
  await db.schema
    .alterTable('devices')
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('parent').check(role))
    .execute();
  await db.schema
    .alterTable('invites')
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('parent').check(role))
    .execute();
  await db.schema
    .alterTable('families')
    .addColumn('share_matches', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('family_matches')
    .addColumn('any_two', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`update family_matches set any_two = 1`.execute(db);
}
