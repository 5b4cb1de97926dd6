import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { repoRoot } from '../src/config';
import type { ScratchLocation } from './test-database';

const START_TIMEOUT_MS = 90_000;

/** `server/src/main.ts` running as its own process, as `npm start` runs it. */
export interface ServerProcess {
  readonly baseUrl: string;
  wsUrl(deviceId: string): string;
  /** SIGKILL: no shutdown hook runs, nothing is flushed; resolves once the process is gone. */
  kill(): Promise<void>;
}

/** The DATABASE_URL that points a server process at a scratch database (a schema of it on PostgreSQL). */
export function databaseUrl(location: ScratchLocation): string {
  if (location.dialect === 'sqlite') {
    return `sqlite:${location.file}`;
  }
  return `${location.url}?options=${encodeURIComponent(`-c search_path=${location.schema}`)}`;
}

/** A port that was free a moment ago, so a restarted server can listen on the same one. */
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

/** Starts the server on `port` and resolves once it listens; rejects if it exits first. */
export function startServerProcess(location: ScratchLocation, port: number): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server/src/main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl(location),
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const running: ServerProcess = {
    baseUrl,
    wsUrl: (deviceId) => `ws://127.0.0.1:${port}/api/ws?deviceUuid=${deviceId}`,
    kill: async () => {
      killIfRunning(child);
      await exited;
    },
  };
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      if (line.includes('"msg":"Server listening at')) {
        resolve(running);
      }
      if (/"level":[4-6]\d/.test(line)) {
        process.stderr.write(`server ${port}: ${line}\n`);
      }
    });
    void exited.then(() => reject(new Error(`server on port ${port} exited before listening`)));
    setTimeout(() => {
      killIfRunning(child);
      reject(new Error(`server on port ${port} did not listen within ${START_TIMEOUT_MS} ms`));
    }, START_TIMEOUT_MS).unref();
  });
}

function killIfRunning(child: ChildProcess): void {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
  }
}
