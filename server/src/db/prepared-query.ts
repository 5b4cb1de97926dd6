import type { Compilable } from 'kysely';
import { CompiledQuery } from 'kysely';
import type pg from 'pg';
import type { Db } from './db';
import type { SqliteStatements } from './statement-cache';

type Runner = (name: string, sql: string, parameters: readonly unknown[]) => Promise<unknown[]>;

const runners = new WeakMap<Db, Runner>();

/** Hot reads on SQLite run through the one statement cache that Kysely's queries use too. */
export function registerSqliteStatements(db: Db, statements: SqliteStatements): void {
  runners.set(db, async (_name, sql, parameters) => statements.all(sql, parameters));
}

/** Hot reads on PostgreSQL are named statements, parsed and planned once per connection. */
export function registerPostgresStatements(db: Db, pool: pg.Pool): void {
  runners.set(db, async (name, text, values) => (await pool.query({ name, text, values: [...values] })).rows);
}

/**
 * A read on a hot path, compiled by Kysely once per database handle and run as a prepared statement. `build`
 * receives a placeholder per parameter name; the same query with other values is a call with other `values`.
 */
export function preparedQuery<Row, Key extends string>(
  name: string,
  build: (db: Db, parameter: (key: Key) => string) => Compilable<Row>,
): (db: Db, values: Record<Key, string>) => Promise<Row[]> {
  const compiled = new WeakMap<Db, { sql: string; keys: Key[] }>();
  const marker = (key: string) => `\u0000${name}:${key}`;
  const compile = (db: Db) => {
    const query = build(db, marker).compile();
    const keys = query.parameters.map((value) => {
      const key =
        typeof value === 'string' && value.startsWith(marker('')) ? value.slice(marker('').length) : '';
      if (!key) {
        throw new Error(`prepared query ${name}: every parameter must be a placeholder`);
      }
      return key as Key;
    });
    return { sql: query.sql, keys };
  };
  return async (db, values) => {
    let query = compiled.get(db);
    if (!query) {
      query = compile(db);
      compiled.set(db, query);
    }
    const parameters = query.keys.map((key) => values[key]);
    const run = runners.get(db);
    if (run) {
      return (await run(name, query.sql, parameters)) as Row[];
    }
    return (await db.executeQuery<Row>(CompiledQuery.raw(query.sql, parameters))).rows;
  };
}
