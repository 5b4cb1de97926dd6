import net from 'node:net';

/** How a start that lost its port says so: Node's error code, or the server's and redis-server's own words. */
const PORT_TAKEN = /EADDRINUSE|already in use/i;

/**
 * A loopback port the kernel handed out a moment ago. Another process may take it before it is used: start
 * something on it with `onFreePort`, which tries again when that happened.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Runs `start` on a free loopback port. Between the probe letting the port go and `start` listening on it, another
 * process may take it; `start` then fails saying the address is in use, and the next attempt gets a new port.
 * `start` must clean up after such a failure and fail (not wait) when its listener could not have the port.
 */
export async function onFreePort<T>(start: (port: number) => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    try {
      return await start(port);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= attempts || !PORT_TAKEN.test(message)) {
        throw error;
      }
    }
  }
}
