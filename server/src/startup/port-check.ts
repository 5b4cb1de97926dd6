import net from 'node:net';
import { StartupError } from './startup-error';

/** The one-line reason a listen on `host:port` failed, or undefined for an error that is not about the port. */
export function describeListenFailure(error: unknown, port: number, host: string): string | undefined {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  switch (code) {
    case 'EADDRINUSE':
      return `Port ${port} on ${host} is already in use: stop the other process or set PORT to a free port.`;
    case 'EACCES':
      return `No permission to listen on port ${port}: use a port above 1023 or set PORT.`;
    case 'EADDRNOTAVAIL':
      return `HOST ${host} is not an address of this machine: set HOST to one of its addresses or 0.0.0.0.`;
    default:
      return undefined;
  }
}

/**
 * Fails fast, before migrations or the catalogue, when the port cannot be listened on. The real listen comes
 * later; a process that takes the port in between still gets the same one-line message from it.
 */
export async function ensurePortFree(port: number, host: string): Promise<void> {
  if (port === 0) {
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) => {
      const reason = describeListenFailure(error, port, host);
      reject(reason ? new StartupError(reason) : error);
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
