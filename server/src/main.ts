import { pino } from 'pino';
import { buildApp } from './app';
import { loadCatalogue } from './catalogue/load-catalogue';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createMemoryRateLimitStore, createRedisRateLimitStore } from './http/security/rate-limit-store';
import { createMemoryBus } from './bus/memory-bus';
import { createRedisBus } from './bus/redis-bus';

const config = loadConfig();
const logger = pino({ level: config.logLevel });
const database = openDatabase(config.database);
await migrateToLatest(database.db);
const bus = config.redisUrl ? await createRedisBus(config.redisUrl, logger) : createMemoryBus();
const rateLimitStore = config.redisUrl
  ? await createRedisRateLimitStore(config.redisUrl, logger)
  : createMemoryRateLimitStore();
const app = await buildApp({
  db: database.db,
  webDistDir: config.webDistDir,
  logger,
  bus,
  rateLimitStore,
  auth: config.auth,
  security: config.security,
});
const catalogue = await loadCatalogue(database, config.catalogueDir);
app.log.info(
  { names: catalogue.names, version: catalogue.version.slice(0, 12), loaded: catalogue.loaded },
  catalogue.loaded ? 'catalogue loaded' : 'catalogue up to date',
);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) {
    return;
  }
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  const forceExit = setTimeout(() => {
    app.log.error('shutdown timed out; exiting');
    process.exit(1);
  }, config.shutdownTimeoutMs);
  forceExit.unref();
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
