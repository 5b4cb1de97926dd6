import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** The database as every layer queries it: Kysely over our schema, on SQLite or PostgreSQL. */
export type Db = Kysely<Database>;
