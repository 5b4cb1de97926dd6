import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { AppDependencies } from '../src/app';
import type { DatabaseHandle } from '../src/db/database';
import type { MessageBus } from '../src/bus/message-bus';
import type { ScratchLocation } from './test-database';
import { openScratchDatabase } from './test-database';
import { sharedDatabase } from './shared-database';

export interface ListeningApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  baseUrl: string;
  wsUrl(deviceId: string): string;
  close(): Promise<void>;
}

export interface ListeningAppOptions {
  bus?: MessageBus;
  /** Default: the run's catalogue database. */
  database?: ScratchLocation;
  logger?: FastifyBaseLogger;
  realtime?: AppDependencies['realtime'];
  security?: AppDependencies['security'];
  limits?: AppDependencies['limits'];
}

/** The real app listening on an ephemeral loopback port, for real WebSocket and HTTP clients. */
export async function startListeningApp(options: ListeningAppOptions = {}): Promise<ListeningApp> {
  const database = openScratchDatabase(options.database ?? sharedDatabase());
  const app = await buildApp({
    db: database.db,
    webDistDir: '/nonexistent',
    bus: options.bus,
    logger: options.logger,
    realtime: options.realtime,
    security: options.security,
    limits: options.limits,
  });
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
