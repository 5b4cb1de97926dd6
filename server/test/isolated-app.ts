import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { AppDependencies } from '../src/app';
import { loadCatalogue } from '../src/catalogue/load-catalogue';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/database';
import type { ScratchLocation } from './test-database';
import { createScratchDatabase, dropScratchDatabase, openScratchDatabase } from './test-database';

export interface IsolatedDatabase {
  location: ScratchLocation;
  database: DatabaseHandle;
  /** Closes the connection and drops the database. */
  close(): Promise<void>;
}

/**
 * A database of the dialect under test that no other test file writes to (optionally with the catalogue), for
 * tests that count rows or make counters hot.
 */
export async function createIsolatedDatabase(
  options: { catalogue?: boolean } = {},
): Promise<IsolatedDatabase> {
  const location = await createScratchDatabase();
  const database = openScratchDatabase(location);
  if (options.catalogue) {
    await loadCatalogue(database, loadConfig().catalogueDir);
  }
  return {
    location,
    database,
    close: async () => {
      await database.close();
      await dropScratchDatabase(location);
    },
  };
}

export interface IsolatedApp extends IsolatedDatabase {
  app: FastifyInstance;
}

/** The real app over its own database, built with `overrides` (rate limits, CORS, sign-in …). */
export async function createIsolatedApp(
  options: { catalogue?: boolean } & Partial<Omit<AppDependencies, 'db'>> = {},
): Promise<IsolatedApp> {
  const { catalogue, ...overrides } = options;
  const isolated = await createIsolatedDatabase({ catalogue: catalogue ?? false });
  const app = await buildApp({ db: isolated.database.db, webDistDir: '/nonexistent', ...overrides });
  return {
    ...isolated,
    app,
    close: async () => {
      await app.close();
      await isolated.close();
    },
  };
}
