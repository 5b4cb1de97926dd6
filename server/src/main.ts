import { buildApp } from './app';
import { loadCatalogue } from './catalogue/load-catalogue';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';

const config = loadConfig();
const database = openDatabase(config.database);
await migrateToLatest(database.db);
const app = await buildApp({
  db: database.db,
  webDistDir: config.webDistDir,
  logger: { level: config.logLevel },
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
