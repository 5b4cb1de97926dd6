import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface TestServer {
  baseUrl: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
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
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'name-swiper-e2e-'));
  const spawnServer = async (): Promise<ChildProcess> => {
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
  let child = await spawnServer();
  return {
    baseUrl,
    /** Stops the server (it closes its connections) and starts it again on the same port and database. */
    async restart() {
      await stopServer(child);
      child = await spawnServer();
    },
    async stop() {
      await stopServer(child);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
