import fs from 'node:fs';
import { inject } from 'vitest';
import type { ScratchLocation } from './test-database';

/**
 * The run's catalogue database, as this test worker uses it. A SQLite file takes one writer at a time, so each
 * worker of the SQLite project writes to a copy of its own of the file the setup loaded, and the project's files
 * run in parallel like the others; PostgreSQL's schema is shared. Tests isolate themselves by fresh device ids.
 */
export function sharedDatabase(): ScratchLocation {
  const location = inject('catalogueDatabase');
  if (location.dialect !== 'sqlite') {
    return location;
  }
  const file = `${location.file}.worker-${process.env.VITEST_POOL_ID ?? '0'}`;
  if (!fs.existsSync(file)) {
    fs.copyFileSync(location.file, file);
  }
  return { dialect: 'sqlite', file };
}
