import { spawn } from 'node:child_process';
import { REALTIME_PATH } from '@name-swiper/contract/realtime';
import { repoRoot } from '../src/config';
import { COMPILED_SERVER } from './run-server-process';
import { onFreePort } from './free-port';

const READY_WITHIN_MS = 60_000;

export interface CompiledServer {
  baseUrl: string;
  wsUrl(deviceId: string): string;
  /** SIGTERM, wait for the exit, then everything the process wrote to stdout and stderr. */
  stop(): Promise<string>;
}

/** Polls readiness until it answers 200; throws when `exited()` turns true or the time is up. */
export async function waitUntilReady(
  baseUrl: string,
  exited: () => boolean,
  withinMs = READY_WITHIN_MS,
): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline && !exited()) {
    const ready = await fetch(`${baseUrl}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server at ${baseUrl} did not become ready`);
}

/** The compiled server (`node server/dist/main.js`, as `npm start` runs it) on a free port, once it is ready. */
export async function startCompiledServer(env: Record<string, string>): Promise<CompiledServer> {
  return onFreePort((port) => startCompiledServerOn(port, env));
}

async function startCompiledServerOn(port: number, env: Record<string, string>): Promise<CompiledServer> {
  const child = spawn(process.execPath, [COMPILED_SERVER], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(baseUrl, () => child.exitCode !== null);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error instanceof Error ? error.message : String(error)}:\n${output}`);
  }
  return {
    baseUrl,
    wsUrl: (deviceId) => `ws://127.0.0.1:${port}${REALTIME_PATH}?deviceUuid=${deviceId}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      return output;
    },
  };
}
