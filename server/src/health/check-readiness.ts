import type { Readiness } from '@name-swiper/contract/health';
import type { FastifyBaseLogger } from 'fastify';
import type { MessageBus } from '../bus/message-bus';
import { loadedCatalogueVersion } from '../catalogue/load-catalogue';
import { checkWritable } from '../db/check-writable';
import type { Db } from '../db/db';

/** A probe must answer even when the database hangs; past this a check counts as failed. */
const CHECK_TIMEOUT_MS = 2_000;

function within<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function isReadOnlyError(error: unknown): boolean {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  return code === 'SQLITE_READONLY' || code === '25006';
}

async function checkDatabase(
  db: Db,
  log: FastifyBaseLogger,
): Promise<Pick<Readiness, 'database' | 'catalogue'>> {
  try {
    const version = await within(loadedCatalogueVersion(db), CHECK_TIMEOUT_MS);
    const catalogue = version === undefined ? 'missing' : 'loaded';
    try {
      await within(checkWritable(db), CHECK_TIMEOUT_MS);
      return { database: 'up', catalogue };
    } catch (error) {
      log.error({ err: error }, 'readiness: the database refuses writes');
      return { database: isReadOnlyError(error) ? 'read-only' : 'down', catalogue };
    }
  } catch (error) {
    log.error({ err: error }, 'readiness: the database does not answer');
    return { database: 'down', catalogue: 'missing' };
  }
}

/** Whether this instance can serve: the database answers and takes writes, the bus is up, the catalogue is in. */
export async function checkReadiness(db: Db, bus: MessageBus, log: FastifyBaseLogger): Promise<Readiness> {
  const { database, catalogue } = await checkDatabase(db, log);
  const busState = bus.kind === 'memory' ? 'memory' : bus.isConnected() ? 'up' : 'down';
  const failed: Readiness['failed'] = [];
  if (database !== 'up') {
    failed.push('database');
  }
  if (busState === 'down') {
    failed.push('bus');
  }
  if (catalogue !== 'loaded') {
    failed.push('catalogue');
  }
  return { status: failed.length === 0 ? 'ok' : 'unavailable', database, bus: busState, catalogue, failed };
}
