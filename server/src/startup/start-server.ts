import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadAuthConfig } from '../auth/auth-config';
import { createMemoryBus } from '../bus/memory-bus';
import { createRedisBus } from '../bus/redis-bus';
import { loadCatalogue } from '../catalogue/load-catalogue';
import type { Config } from '../config';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { loadSecurityConfig } from '../http/security/security-config';
import { loadRealtimeConfig } from '../realtime/realtime-config';
import { createMemoryLimitStores, createRedisLimitStores } from '../limits/limit-stores';
import { openRedis } from '../redis/redis-connection';
import { createLogger } from '../logging/create-logger';
import { openStorage } from './open-storage';
import { describeListenFailure, ensurePortFree } from './port-check';
import { StartupError } from './startup-error';

export interface RunningServer {
  app: FastifyInstance;
  log: FastifyBaseLogger;
  shutdownTimeoutMs: number;
  /** Stops accepting, drains STOMP sessions and in-flight requests and vote batches, closes every connection. */
  close(): Promise<void>;
}

async function loadCatalogueOrExplain(database: DatabaseHandle, config: Config, log: FastifyBaseLogger) {
  try {
    const catalogue = await loadCatalogue(database, config.catalogueDir);
    log.info(
      { names: catalogue.names, version: catalogue.version.slice(0, 12), loaded: catalogue.loaded },
      catalogue.loaded ? 'catalogue loaded' : 'catalogue up to date',
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new StartupError(
      `Cannot load the name catalogue from ${config.catalogueDir} (${reason}): check CATALOGUE_DIR.`,
      { cause: error },
    );
  }
}

/**
 * Starts the server from the environment in the order that fails fastest: settings, the port, the database,
 * Redis, the catalogue, then listening. Every failure an operator can fix is a StartupError of one line.
 */
export async function startServer(env: NodeJS.ProcessEnv): Promise<RunningServer> {
  const config = loadConfig(env);
  const auth = loadAuthConfig(env, { production: config.production });
  const security = loadSecurityConfig(env);
  const realtime = loadRealtimeConfig(env);
  const log = createLogger(config.logLevel);
  await ensurePortFree(config.port, config.host);
  const database = await openStorage(config.database);
  const redis = config.redis ? await openRedis(config.redis, log) : undefined;
  const bus = redis ? createRedisBus(redis, log) : createMemoryBus();
  const limits = redis ? createRedisLimitStores(redis) : createMemoryLimitStores();
  await loadCatalogueOrExplain(database, config, log);
  const app = await buildApp({
    db: database.db,
    webDistDir: config.webDistDir,
    logger: log,
    bus,
    limits,
    auth,
    security,
    realtime,
    voteCacheMaxBytes: config.voteCacheMaxBytes,
  });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const reason = describeListenFailure(error, config.port, config.host);
    throw reason ? new StartupError(reason, { cause: error }) : error;
  }
  return {
    app,
    log,
    shutdownTimeoutMs: config.shutdownTimeoutMs,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
