import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/database';
import { createRedisBus } from '../src/realtime/bus/redis-bus';
import { openScratchDatabase } from '../test/test-database';

export interface Instance {
  app: FastifyInstance;
  database: DatabaseHandle;
  baseUrl: string;
  wsUrl(deviceId: string): string;
  close(): Promise<void>;
}

/** One server instance over the run's shared database, fanning out through the Redis at `redisUrl`. */
export async function startInstance(redisUrl: string): Promise<Instance> {
  const database = openScratchDatabase(inject('catalogueDatabase'));
  const logger = pino({ level: 'silent' });
  const bus = await createRedisBus(redisUrl, logger);
  const app = await buildApp({ db: database.db, webDistDir: '/nonexistent', logger, bus });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    database,
    baseUrl: `http://127.0.0.1:${port}`,
    wsUrl: (deviceId) => `ws://127.0.0.1:${port}/api/ws?deviceUuid=${deviceId}`,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
