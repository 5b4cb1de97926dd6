import type { Compilable } from 'kysely';
import { CompiledQuery } from 'kysely';
import type { Db } from './db';

const BATCH_SIZE = 500;

/** Where a parameter of the compiled statement comes from: a column of a row of the batch, or a fixed value. */
type Slot<Row> = { row: number; column: keyof Row } | { value: unknown };

interface Plan<Row> {
  sql: string;
  slots: Slot<Row>[];
}

/**
 * Inserts many rows in batches of 500, compiling the statement once per batch size rather than once per batch:
 * Kysely's compiler cost a first start as much as SQLite's own work for the catalogue's 320,000 rows. `build`
 * gets rows whose values are markers, so each parameter of the compiled text is traced to its row and column;
 * every row must have the columns of the first.
 */
export async function insertInBatches<Row extends object>(
  db: Db,
  rows: readonly Row[],
  build: (db: Db, batch: Row[]) => Compilable<unknown>,
): Promise<void> {
  const first = rows[0];
  if (!first) {
    return;
  }
  const columns = Object.keys(first) as (keyof Row)[];
  const plans = new Map<number, Plan<Row>>();
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const batch = rows.slice(start, start + BATCH_SIZE);
    let plan = plans.get(batch.length);
    if (!plan) {
      plan = compilePlan(db, columns, batch.length, build);
      plans.set(batch.length, plan);
    }
    const parameters = plan.slots.map((slot) => ('value' in slot ? slot.value : valueAt(batch, slot)));
    await db.executeQuery(CompiledQuery.raw(plan.sql, parameters));
  }
}

function valueAt<Row extends object>(
  batch: Row[],
  { row, column }: { row: number; column: keyof Row },
): unknown {
  const value = batch[row]?.[column];
  if (value === undefined) {
    throw new Error(`insertInBatches: a row lacks ${String(column)}, which the first row has`);
  }
  return value;
}

function compilePlan<Row extends object>(
  db: Db,
  columns: (keyof Row)[],
  size: number,
  build: (db: Db, batch: Row[]) => Compilable<unknown>,
): Plan<Row> {
  const markers = new Map<string, { row: number; column: keyof Row }>();
  const markedRows = Array.from({ length: size }, (_, row) => {
    const marked: Record<string, string> = {};
    for (const column of columns) {
      const marker = `\u0000${row}:${String(column)}`;
      markers.set(marker, { row, column });
      marked[String(column)] = marker;
    }
    return marked as Row;
  });
  const compiled = build(db, markedRows).compile();
  return {
    sql: compiled.sql,
    slots: compiled.parameters.map((value) => {
      const slot = typeof value === 'string' ? markers.get(value) : undefined;
      return slot ?? { value };
    }),
  };
}
