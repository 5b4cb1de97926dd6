import type { DatabaseConfig } from '../config';
import { checkWritable } from '../db/check-writable';
import type { DatabaseHandle } from '../db/database';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { displayUrl } from './display-url';
import { StartupError } from './startup-error';

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ECONNRESET',
]);
const READ_ONLY = new Set(['SQLITE_READONLY', 'EROFS', 'EACCES', 'EPERM', '25006']);

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0] || error.name : String(error);
}

/** The one-line reason the database is unusable, naming where it is but never its password. */
export function describeDatabaseFailure(error: unknown, config: DatabaseConfig): string {
  const code = errorCode(error);
  if (config.dialect === 'sqlite') {
    if (code !== undefined && READ_ONLY.has(code)) {
      return `The SQLite database ${config.file} is read-only: give the server write access to the file and its folder.`;
    }
    return `Cannot open the SQLite database ${config.file}: ${errorText(error)}.`;
  }
  const where = displayUrl(config.url);
  if (code !== undefined && READ_ONLY.has(code)) {
    return `The database at ${where} is read-only (a standby?): point DATABASE_URL at the primary.`;
  }
  if ((code !== undefined && UNREACHABLE.has(code)) || /timeout/i.test(errorText(error))) {
    return `Cannot reach the database at ${where} (${code ?? errorText(error)}): start it or fix DATABASE_URL.`;
  }
  return `The database at ${where} refused the server: ${errorText(error)}.`;
}

/** Opens the database, brings its schema up to date and checks that it takes writes; or a StartupError. */
export async function openStorage(config: DatabaseConfig): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  try {
    handle = openDatabase(config);
  } catch (error) {
    throw new StartupError(describeDatabaseFailure(error, config), { cause: error });
  }
  try {
    await migrateToLatest(handle.db);
    await checkWritable(handle.db);
    return handle;
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw new StartupError(describeDatabaseFailure(error, config), { cause: error });
  }
}
