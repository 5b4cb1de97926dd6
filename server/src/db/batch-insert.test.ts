import { describe, expect, it } from 'vitest';
import { useScratchDatabase } from '../../test/test-database';
import { insertInBatches } from './batch-insert';

const scratch = useScratchDatabase();

const names = (count: number, suffix: string) =>
  Array.from({ length: count }, (_, index) => ({
    id: `name-${index}`,
    name: `Name ${index}${suffix}`,
    gender: index % 2 === 0 ? ('F' as const) : ('M' as const),
    origin: index % 3 === 0 ? null : 'Latin',
    meaning: null,
    popular_in: '',
    origin_languages: '',
    rank: index + 1,
    active: 1,
    spelling_group: `name-${index}`,
  }));

describe('insertInBatches', () => {
  it('writes every row of full batches and the rest, each value in its own column, upserts included', async () => {
    const upsert = (rows: ReturnType<typeof names>) =>
      insertInBatches(scratch().db, rows, (db, batch) =>
        db
          .insertInto('names')
          .values(batch)
          .onConflict((oc) =>
            oc.column('id').doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), active: 1 })),
          ),
      );
    await upsert(names(1_201, ''));
    await scratch().db.updateTable('names').set({ active: 0 }).execute();
    await upsert(names(1_201, ' again'));

    const stored = await scratch().db.selectFrom('names').selectAll().orderBy('rank').execute();
    expect(stored).toHaveLength(1_201);
    expect(stored[0]).toMatchObject({
      id: 'name-0',
      name: 'Name 0 again',
      gender: 'F',
      origin: null,
      active: 1,
    });
    expect(stored[1_000]).toMatchObject({
      id: 'name-1000',
      name: 'Name 1000 again',
      origin: 'Latin',
      rank: 1_001,
    });
    expect(stored[1_200]).toMatchObject({ id: 'name-1200', gender: 'F', origin: null, active: 1 });
  });

  it('refuses a row without a column the first row has, before writing its batch', async () => {
    const rows: Record<string, unknown>[] = names(3, '');
    rows[2] = { ...rows[2], meaning: undefined };
    await expect(
      insertInBatches(scratch().db, rows, (db, batch) => db.insertInto('names').values(batch as never)),
    ).rejects.toThrow('a row lacks meaning');
    expect(await scratch().db.selectFrom('names').selectAll().execute()).toEqual([]);
  });
});
