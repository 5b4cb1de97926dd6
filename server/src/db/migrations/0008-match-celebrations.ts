import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Issue 22: every match celebrated once, and one family last name (decision 58).
 * - `family_matches`: each name a family has ever matched on, with when it first did; kept through undo and re-like.
 * - `match_celebrations`: which device celebrated which of its family's matches.
 * - `families.last_name`: the last name a family of two or more shares (null: none set).
 * The matches that exist today are recorded as made when their last like was cast, and as celebrated by every
 * device that likes them, so that an upgrade does not celebrate old matches again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('family_matches')
    .addColumn('family_id', 'text', (col) => col.notNull())
    .addColumn('name_id', 'text', (col) => col.notNull().references('names.id'))
    .addColumn('matched_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('family_matches_pk', ['family_id', 'name_id'])
    .execute();

  await db.schema
    .createTable('match_celebrations')
    .addColumn('device_id', 'text', (col) => col.notNull().references('devices.id'))
    .addColumn('family_id', 'text', (col) => col.notNull())
    .addColumn('name_id', 'text', (col) => col.notNull().references('names.id'))
    .addColumn('celebrated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('match_celebrations_pk', ['device_id', 'family_id', 'name_id'])
    .execute();
  await db.schema
    .createIndex('match_celebrations_family')
    .on('match_celebrations')
    .columns(['family_id', 'name_id'])
    .execute();

  await db.schema.alterTable('families').addColumn('last_name', 'text').execute();

  await sql`
    insert into family_matches (family_id, name_id, matched_at)
    select d.family_id, v.name_id, max(v.voted_at)
    from votes v join devices d on d.id = v.device_id
    where v.approved = 1
    group by d.family_id, v.name_id
    having count(*) > 1`.execute(db);
  await sql`
    insert into match_celebrations (device_id, family_id, name_id, celebrated_at)
    select v.device_id, m.family_id, m.name_id, m.matched_at
    from family_matches m
    join devices d on d.family_id = m.family_id
    join votes v on v.device_id = d.id and v.name_id = m.name_id
    where v.approved = 1`.execute(db);
}
