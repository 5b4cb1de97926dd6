import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/database';
import { openScratchDatabase } from './test-database';
import { sharedDatabase } from './shared-database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The real app over the run's catalogue database, used in-process through `app.inject`. */
export async function createTestApp(): Promise<TestApp> {
  const database = openScratchDatabase(sharedDatabase());
  const app = await buildApp({ db: database.db, webDistDir: '/nonexistent' });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export function newDeviceId(): string {
  return randomUUID();
}
