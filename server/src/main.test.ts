import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScratchLocation } from '../test/test-database';
import { createScratchDatabase, dropScratchDatabase } from '../test/test-database';
import { repoRoot } from './config';

interface LogLine {
  msg?: string;
  loaded?: boolean;
}

interface RunningServer {
  process: ChildProcess;
  baseUrl: string;
  logs: LogLine[];
  exited: Promise<number | null>;
}

let location: ScratchLocation;
beforeAll(async () => {
  location = await createScratchDatabase();
});
afterAll(() => dropScratchDatabase(location));

function databaseUrl(): string {
  if (location.dialect === 'sqlite') {
    return `sqlite:${location.file}`;
  }
  return `${location.url}?options=${encodeURIComponent(`-c search_path=${location.schema}`)}`;
}

/** Starts `server/src/main.ts` as `npm start` does, on a free port, and waits until it listens. */
function startServer(): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server/src/main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl(),
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const logs: LogLine[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const entry = JSON.parse(line) as LogLine;
      logs.push(entry);
      const listening = entry.msg?.match(/^Server listening at (http:\/\/127\.0\.0\.1:\d+)$/);
      if (listening?.[1]) {
        resolve({ process: child, baseUrl: listening[1], logs, exited });
      }
    });
    void exited.then((code) => reject(new Error(`server exited with ${code} before listening`)));
  });
}

describe('the server process', () => {
  it('starts with the catalogue loaded, answers, and stops cleanly on SIGTERM', async () => {
    const server = await startServer();
    const ready = await fetch(`${server.baseUrl}/api/health/ready`);
    expect(await ready.json()).toEqual({
      status: 'ok',
      database: 'up',
      bus: 'memory',
      catalogue: 'loaded',
      failed: [],
    });
    const names = await fetch(`${server.baseUrl}/api/names/unvoted?deviceId=${randomUUID()}&tags=greek`);
    expect(((await names.json()) as unknown[]).length).toBeGreaterThan(0);
    expect(server.logs.find((line) => line.msg === 'catalogue loaded')?.loaded).toBe(true);
    server.process.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.logs.some((line) => line.msg === 'shutting down')).toBe(true);
  }, 60_000);

  it('does not reload an unchanged catalogue on the next start, and stops on SIGINT', async () => {
    const server = await startServer();
    expect(server.logs.some((line) => line.msg === 'catalogue up to date')).toBe(true);
    server.process.kill('SIGINT');
    expect(await server.exited).toBe(0);
  }, 60_000);
});
