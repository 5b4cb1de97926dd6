import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { repoRoot } from '../src/config';
import type { ScratchLocation } from './test-database';

const START_TIMEOUT_MS = 90_000;

/** `server/src/main.ts` running as its own process, as `npm start` runs it. */
export interface ServerProcess {
  readonly port: number;
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
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  // Passed on as it comes, and kept until the server listens, to say why it could not (a port already in use).
  let startErrors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    startErrors = (startErrors + chunk.toString()).slice(-2000);
  });
  const running: ServerProcess = {
    port,
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
    void exited.then(() =>
      reject(new Error(`server on port ${port} exited before listening: ${startErrors}`)),
    );
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
