import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../src/config';

export interface FinishedProcess {
  code: number | null;
  stdout: string;
  stderr: string;
  elapsedMs: number;
}

const RUN_TIMEOUT_MS = 30_000;

export const COMPILED_SERVER = path.join(repoRoot, 'server/dist/main.js');

/**
 * Runs the compiled server (`server/dist/main.js`) to its end with `env` added and returns what it printed. `wrapper` prefixes the
 * command (e.g. setpriv, to drop root's power to write read-only files). Killed after 30 s.
 */
export function runServerToExit(
  env: Record<string, string>,
  wrapper: string[] = [],
): Promise<FinishedProcess> {
  const started = Date.now();
  const command = [...wrapper, process.execPath, COMPILED_SERVER];
  const [file = process.execPath, ...args] = command;
  const child = spawn(file, args, {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
  return new Promise((resolve) => {
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, elapsedMs: Date.now() - started });
    });
  });
}
