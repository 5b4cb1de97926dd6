import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useScratchDatabase } from '../../test/test-database';
import { MAX_ROWS_PER_STATEMENT, shapedQuery } from './shaped-query';

const scratch = useScratchDatabase();

const names = (count: number, suffix: string) =>
  Array.from({ length: count }, (_, index) => ({
    id: `name-${index}`,
    name: `Name ${index}${suffix}`,
    gender: index % 2 === 0 ? ('F' as const) : ('M' as const),
    origin: index % 3 === 0 ? null : 'Latin',
    rank: index + 1,
    active: 1,
    spelling_group: `name-${index}`,
  }));

const upsertNames = shapedQuery('test-upsert-names', (db, rows: ReturnType<typeof names>) =>
  db
    .insertInto('names')
    .values(rows)
    .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), active: 1 }))),
);

const activeOf = shapedQuery(
  'test-active-of',
  (db, rows: { id: string }[], { gender }: { gender: 'F' | 'M' }) =>
    db
      .selectFrom('names')
      .select(['id', 'name'])
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .where('gender', '=', gender)
      .where('active', '=', 1),
);

const ranksOf = shapedQuery(
  'test-ranks-of',
  (_db, rows: { id: string }[]) =>
    sql<{ id: string; rank: number }>`
    with p(id) as (values ${sql.join(rows.map((row) => sql`(${row.id})`))})
    select n.id, n.rank from p join names n on n.id = p.id`,
);

describe('shapedQuery', () => {
  it('runs each row count with its own values, in chunks past the statement size, upserts included', async () => {
    const count = 2 * MAX_ROWS_PER_STATEMENT + 5;
    await upsertNames(scratch().db, names(count, ''));
    await scratch().db.updateTable('names').set({ active: 0 }).where('rank', '>', 10).execute();
    await upsertNames(scratch().db, names(count - 1, ' again'));

    const stored = await scratch().db.selectFrom('names').selectAll().orderBy('rank').execute();
    expect(stored).toHaveLength(count);
    expect(stored[0]).toMatchObject({
      id: 'name-0',
      name: 'Name 0 again',
      gender: 'F',
      origin: null,
      active: 1,
    });
    expect(stored[count - 2]).toMatchObject({ name: `Name ${count - 2} again`, active: 1 });
    expect(stored[count - 1]).toMatchObject({ name: `Name ${count - 1}`, active: 0 });
  });

  it('takes named values and keeps the constants of the statement', async () => {
    await upsertNames(scratch().db, names(40, ''));
    await scratch().db.updateTable('names').set({ active: 0 }).where('id', '=', 'name-2').execute();
    const ids = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, index) => ({ id: `name-${from + index}` }));

    const girls = await activeOf(scratch().db, ids(0, 6), { gender: 'F' });
    const boys = await activeOf(scratch().db, ids(0, 6), { gender: 'M' });
    const later = await activeOf(scratch().db, ids(30, 40), { gender: 'F' });

    expect(girls.map((row) => row.id).sort()).toEqual(['name-0', 'name-4']);
    expect(boys.map((row) => row.id).sort()).toEqual(['name-1', 'name-3', 'name-5']);
    expect(later).toHaveLength(5);
  });

  it('runs raw SQL, inside a transaction too', async () => {
    await upsertNames(scratch().db, names(40, ''));
    const ranks = await scratch()
      .db.transaction()
      .execute((trx) => ranksOf(trx, [{ id: 'name-39' }, { id: 'name-0' }, { id: 'missing' }]));
    expect(ranks.map((row) => [row.id, Number(row.rank)]).sort()).toEqual([
      ['name-0', 1],
      ['name-39', 40],
    ]);
  });
});
