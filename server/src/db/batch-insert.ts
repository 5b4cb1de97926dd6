import type { Compilable } from 'kysely';
import type { Db } from './db';
import { shapedQuery } from './shaped-query';

const BATCH_SIZE = 500;

/**
 * Inserts many rows in batches of 500, compiling the statement once per batch size rather than once per batch
 * (shapedQuery): Kysely's compiler cost a first start as much as SQLite's own work for the catalogue's 320,000 rows.
 * Every row must have the columns of the first.
 */
export async function insertInBatches<Row extends object>(
  db: Db,
  rows: readonly Row[],
  build: (db: Db, batch: Row[]) => Compilable<unknown>,
): Promise<void> {
  if (rows.length > 0) {
    await shapedQuery<Row, unknown>('insert-in-batches', build, BATCH_SIZE)(db, rows);
  }
}
