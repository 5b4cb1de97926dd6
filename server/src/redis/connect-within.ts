import { displayUrl } from '../startup/display-url';
import { StartupError } from '../startup/startup-error';

/** What a Redis client offers for a bounded first connection. */
export interface ConnectableClient {
  connect(): Promise<unknown>;
  destroy(): void;
  on(event: 'error', listener: (error: unknown) => void): unknown;
}

/**
 * Connects the clients, which retry with their own back-off, but gives up after `timeoutMs`: the clients are
 * destroyed and a StartupError says which Redis could not be reached and the last error seen.
 */
export async function connectWithin(
  clients: ConnectableClient[],
  url: string,
  timeoutMs: number,
): Promise<void> {
  let lastError = 'no answer';
  for (const client of clients) {
    client.on('error', (error) => {
      lastError = error instanceof Error ? error.message || error.name : String(error);
    });
  }
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      for (const client of clients) {
        client.destroy();
      }
      reject(
        new StartupError(
          `Cannot reach Redis at ${displayUrl(url)} within ${timeoutMs / 1000} s (${lastError}): start it or fix REDIS_URL.`,
        ),
      );
    }, timeoutMs);
  });
  try {
    await Promise.race([Promise.all(clients.map((client) => client.connect())), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
