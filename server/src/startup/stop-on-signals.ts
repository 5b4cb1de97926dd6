import type { RunningServer } from './start-server';

/**
 * SIGTERM and SIGINT stop the server gracefully and exit 0, or exit 1 if that takes longer than the shutdown
 * timeout. A second signal during the drain is ignored rather than killing it: `npm start` forwards the
 * terminal's Ctrl+C, which the process group also receives.
 */
export function stopOnSignals(server: RunningServer): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      return;
    }
    stopping = true;
    server.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      server.log.error({ timeoutMs: server.shutdownTimeoutMs }, 'shutdown timed out; exiting');
      process.exit(1);
    }, server.shutdownTimeoutMs).unref();
    server.close().then(
      () => {
        server.log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        server.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
