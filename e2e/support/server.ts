import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onFreePort } from '../../server/test/free-port';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface TestServer {
  baseUrl: string;
  stop(): Promise<void>;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited early (${child.exitCode}):\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health/ready`);
      if (response.ok) {
        return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become healthy in time:\n${output()}`);
}

/**
 * Starts the compiled server (`server/dist/main.js`, built by the global setup) on a free port with a fresh SQLite file; it serves the built
 * web app from web/dist, so the web app must have been built first (the e2e global setup does that). `env` adds
 * variables, e.g. a sign-in provider.
 */
export async function startServer(
  env: Record<string, string> = {},
): Promise<TestServer & { restart(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'name-swiper-e2e-'));
  const spawnServer = async (port: number): Promise<ChildProcess> => {
    const baseUrl = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['server/dist/main.js'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: `sqlite:${path.join(dir, 'e2e.sqlite')}`,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: baseUrl,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    try {
      await waitForHealth(baseUrl, child, () => log);
    } catch (error) {
      child.kill('SIGKILL');
      throw error;
    }
    return child;
  };
  const stopServer = async (child: ChildProcess) => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) {
        child.kill('SIGKILL');
      }
    }
  };
  const first = await onFreePort(async (port) => ({ port, child: await spawnServer(port) }));
  const { port } = first;
  let { child } = first;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    /** Stops the server (it closes its connections) and starts it again on the same port and database. */
    async restart() {
      await stopServer(child);
      child = await spawnServer(port);
    },
    async stop() {
      await stopServer(child);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
