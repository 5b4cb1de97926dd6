import { afterAll, afterEach, beforeAll } from 'vitest';
import type { ListeningApp } from './listening-app';
import { startListeningApp } from './listening-app';
import { pairOverStomp, setDeviceName } from './pairing';
import type { StompTestClient } from './stomp-test-client';
import { connectStompClient } from './stomp-test-client';

/**
 * The real app listening for one test file, with STOMP clients that close after each test. Call at the top of a
 * file: it registers the hooks.
 */
export function useStompServer() {
  let server: ListeningApp | undefined;
  let clients: StompTestClient[] = [];
  beforeAll(async () => {
    server = await startListeningApp();
  });
  afterEach(async () => {
    await Promise.all(clients.map((client) => client.close()));
    clients = [];
  });
  afterAll(() => server?.close());

  const listening = (): ListeningApp => {
    if (!server) {
      throw new Error('the server starts in beforeAll');
    }
    return server;
  };
  const connect = async (deviceId?: string): Promise<StompTestClient> => {
    const client = await connectStompClient(listening().wsUrl, deviceId);
    clients.push(client);
    return client;
  };
  const named = async (name: string): Promise<StompTestClient> => {
    const client = await connect();
    await setDeviceName(listening().baseUrl, client.deviceId, name);
    return client;
  };
  return {
    server: listening,
    connect,
    /** A connected device that has told the server its name. */
    named,
    /** Anna and Bram, connected and in one family; the invite code that joined them. */
    async pair(): Promise<{ anna: StompTestClient; bram: StompTestClient; code: string }> {
      const anna = await named('Anna');
      const bram = await named('Bram');
      const code = await pairOverStomp(anna, bram);
      return { anna, bram, code };
    },
  };
}
