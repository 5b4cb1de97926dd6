import type { Compilable, RawBuilder } from 'kysely';
import { CompiledQuery } from 'kysely';
import type { Db } from './db';
import type { SqliteStatements } from './statement-cache';

/**
 * Rows per statement: a longer list runs as several statements, so each statement has at most this many shapes
 * (they all stay compiled, and prepared in the SQLite statement cache), and a chunk is large enough that running one
 * more statement costs little next to its rows.
 */
export const MAX_ROWS_PER_STATEMENT = 32;

/** Where a parameter of the compiled statement comes from: a column of a row, a named value, or a constant. */
type Slot = { row: number; column: string } | { scalar: string } | { constant: unknown };

interface Plan {
  sql: string;
  slots: Slot[];
}

type Built<Result> = Compilable<Result> | RawBuilder<Result>;

/** SQLite's statement cache by the dialect's adapter, which every transaction of the database shares. */
const sqliteStatements = new WeakMap<object, SqliteStatements>();

/**
 * Inside a transaction on SQLite, a shaped query runs on the statement cache at once: the transaction holds the one
 * connection, so going through Kysely's executor (its connection lock and promise hops) adds nothing but time.
 */
export function registerShapedSqlite(db: Db, statements: SqliteStatements): void {
  sqliteStatements.set(db.getExecutor().adapter, statements);
}

/**
 * A hot statement whose text depends on how many rows it takes (an IN list, a VALUES list, a multi-row insert):
 * compiled by Kysely once per dialect and row count, then run with new values. Building and compiling cost the vote
 * batch more than SQLite's own work on its small statements (issue 36). `build` gets rows and `scalars` whose values
 * are markers, so each parameter of the compiled text is traced to its row and column or to its scalar; any other
 * parameter is a constant of the statement, so `build` passes the values on as they are. Every row must have the columns of the first. The rows go in chunks of
 * at most MAX_ROWS_PER_STATEMENT and the results come back concatenated, so the rows must not depend on each other:
 * ids of an IN list, distinct keys of a VALUES list or of an insert.
 */
export function shapedQuery<Row extends object, Result, Scalars extends object = Record<never, never>>(
  name: string,
  build: (db: Db, rows: Row[], scalars: Scalars) => Built<Result>,
  rowsPerStatement = MAX_ROWS_PER_STATEMENT,
): (db: Db, rows: readonly Row[], scalars?: Scalars) => Promise<Result[]> {
  // By the dialect's adapter, which a transaction shares with its database: the compiled text is the dialect's.
  const plans = new WeakMap<object, Map<number, Plan>>();
  const run = async (db: Db, rows: readonly Row[], scalars: Scalars | undefined): Promise<Result[]> => {
    const adapter = db.getExecutor().adapter;
    let byCount = plans.get(adapter);
    if (!byCount) {
      byCount = new Map();
      plans.set(adapter, byCount);
    }
    let plan = byCount.get(rows.length);
    if (!plan) {
      plan = compilePlan(
        db,
        name,
        Object.keys(rows[0] ?? {}),
        Object.keys(scalars ?? {}),
        rows.length,
        build,
      );
      byCount.set(rows.length, plan);
    }
    const parameters = plan.slots.map((slot) => valueOf(name, slot, rows, scalars));
    const statements = db.isTransaction ? sqliteStatements.get(adapter) : undefined;
    if (statements) {
      return statements.execute(plan.sql, parameters) as Result[];
    }
    return (await db.executeQuery<Result>(CompiledQuery.raw(plan.sql, parameters))).rows;
  };
  return async (db, rows, scalars) => {
    if (rows.length === 0) {
      throw new Error(`shaped query ${name}: no rows`);
    }
    if (rows.length <= rowsPerStatement) {
      return run(db, rows, scalars);
    }
    const results: Result[] = [];
    for (let start = 0; start < rows.length; start += rowsPerStatement) {
      results.push(...(await run(db, rows.slice(start, start + rowsPerStatement), scalars)));
    }
    return results;
  };
}

function valueOf(name: string, slot: Slot, rows: readonly object[], scalars: object | undefined): unknown {
  if ('constant' in slot) {
    return slot.constant;
  }
  const value =
    'scalar' in slot
      ? (scalars as Record<string, unknown> | undefined)?.[slot.scalar]
      : (rows[slot.row] as Record<string, unknown> | undefined)?.[slot.column];
  if (value === undefined) {
    throw new Error(
      `shaped query ${name}: ${'scalar' in slot ? `the scalar ${slot.scalar} is missing` : `a row lacks ${slot.column}, which the first row has`}`,
    );
  }
  return value;
}

function compilePlan<Row extends object, Result, Scalars extends object>(
  db: Db,
  name: string,
  columns: string[],
  scalarNames: string[],
  count: number,
  build: (db: Db, rows: Row[], scalars: Scalars) => Built<Result>,
): Plan {
  const slots = new Map<string, Slot>();
  const mark = (key: string, slot: Slot) => {
    const marker = `\u0000${name}:${key}`;
    slots.set(marker, slot);
    return marker;
  };
  const rows = Array.from({ length: count }, (_, row) =>
    Object.fromEntries(columns.map((column) => [column, mark(`${row}:${column}`, { row, column })])),
  );
  const scalars = Object.fromEntries(scalarNames.map((scalar) => [scalar, mark(scalar, { scalar })]));
  // A raw `sql` template compiles against the database it is given; a query builder ignores the argument.
  const compiled = build(db, rows as Row[], scalars as Scalars).compile(db);
  return {
    sql: compiled.sql,
    slots: compiled.parameters.map(
      (value) => (typeof value === 'string' && slots.get(value)) || { constant: value },
    ),
  };
}
