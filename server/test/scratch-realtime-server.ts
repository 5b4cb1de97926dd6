import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { ClientOptions } from 'ws';
import type { ListeningApp } from './listening-app';
import { startListeningApp } from './listening-app';
import type { StompTestClient } from './stomp-test-client';
import { connectStompClient } from './stomp-test-client';
import type { ScratchLocation } from './test-database';
import { createScratchDatabase, dropScratchDatabase } from './test-database';

export interface ScratchRealtimeServer {
  /** The database no other test file writes to (for a second app over the same data). */
  readonly location: ScratchLocation;
  readonly server: ListeningApp;
  /** A device on a new id, connected over STOMP to `app` (default: this file's server); closed after the test. */
  connect(socket?: ClientOptions, app?: ListeningApp): Promise<StompTestClient>;
  /** Closes every client connected so far. */
  closeClients(): Promise<void>;
}

/**
 * Registers this test file's hooks for a listening app over a scratch database of the dialect under test, whose
 * counters and families no other file shares, and closes the STOMP clients of each test after it.
 */
export function useScratchRealtimeServer(): ScratchRealtimeServer {
  let location: ScratchLocation | undefined;
  let server: ListeningApp | undefined;
  let clients: StompTestClient[] = [];
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) {
      throw new Error('the scratch realtime server is used before its beforeAll hook ran');
    }
    return value;
  };
  const closeClients = async () => {
    await Promise.all(clients.map((client) => client.close()));
    clients = [];
  };
  beforeAll(async () => {
    location = await createScratchDatabase();
    server = await startListeningApp({ database: location });
  });
  afterEach(closeClients);
  afterAll(async () => {
    await server?.close();
    if (location) {
      await dropScratchDatabase(location);
    }
  });
  return {
    get location() {
      return started(location);
    },
    get server() {
      return started(server);
    },
    connect: async (socket = {}, app = started(server)) => {
      const client = await connectStompClient(app.wsUrl, randomUUID(), socket);
      clients.push(client);
      return client;
    },
    closeClients,
  };
}
