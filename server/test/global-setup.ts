import type { TestProject } from 'vitest/node';
import { loadCatalogue } from '../src/catalogue/load-catalogue';
import { loadConfig } from '../src/config';
import type { ScratchLocation } from './test-database';
import {
  createScratchDatabase,
  dropScratchDatabase,
  openScratchDatabase,
  testDialect,
} from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    catalogueDatabase: ScratchLocation;
  }
}

/**
 * One database per test run, of the project's dialect, loaded with the real catalogue; tests isolate themselves
 * by fresh device ids. The setup runs in vitest's main process, which does not have the project's env.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const location = await createScratchDatabase(testDialect(project.config.env.TEST_DIALECT));
  const handle = openScratchDatabase(location);
  try {
    await loadCatalogue(handle, loadConfig().catalogueDir);
  } finally {
    await handle.close();
  }
  project.provide('catalogueDatabase', location);
  return () => dropScratchDatabase(location);
}
