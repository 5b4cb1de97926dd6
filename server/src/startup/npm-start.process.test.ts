import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REALTIME_PATH, APP_DESTINATIONS } from '@name-swiper/contract/realtime';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { waitUntilReady } from '../../test/compiled-server';
import { onFreePort } from '../../test/free-port';
import { connectStompClient } from '../../test/stomp-test-client';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'name-swiper-npm-start-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Processes whose environment names this database: `npm start` itself and whatever it started. */
function processesUsing(databaseUrl: string): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return fs
          .readFileSync(`/proc/${pid}/environ`, 'utf8')
          .split('\0')
          .includes(`DATABASE_URL=${databaseUrl}`);
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe('npm start under a process manager', () => {
  it('stops on SIGTERM to npm itself: every process gone, status 0, the acknowledged vote kept', async () => {
    const file = path.join(dir, 'names.sqlite');
    const databaseUrl = `sqlite:${file}`;
    const { npm, port, exit, stderr } = await onFreePort(async (port) => {
      const started = spawn('npm', ['start'], {
        cwd: repoRoot,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: databaseUrl,
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let output = '';
      started.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
        started.once('exit', (code, signal) => resolve({ code, signal })),
      );
      // npm start builds first when the build is stale, which takes a while on a busy machine.
      try {
        await waitUntilReady(`http://127.0.0.1:${port}`, () => started.exitCode !== null, 150_000);
      } catch (error) {
        throw new Error(`${error instanceof Error ? error.message : String(error)}: ${output}`);
      }
      return { npm: started, port, exit: exited, stderr: () => output };
    });

    const device = await connectStompClient(
      (deviceId) => `ws://127.0.0.1:${port}${REALTIME_PATH}?deviceUuid=${deviceId}`,
    );
    const closeCodes: number[] = [];
    device.client.onWebSocketClose = (event: { code: number }) => closeCodes.push(event.code);
    await device.send(APP_DESTINATIONS.vote, { nameId: 'emma', approved: true });
    npm.kill('SIGTERM');

    expect(await exit, stderr()).toEqual({ code: 0, signal: null });
    expect(processesUsing(databaseUrl)).toEqual([]);
    expect(closeCodes).toContain(1012);
    await device.close();
    const database = new SqliteDatabase(file, { readonly: true });
    try {
      const vote = database
        .prepare('select approved from votes where device_id = ? and name_id = ?')
        .get(device.deviceId, 'emma');
      expect(vote).toEqual({ approved: 1 });
    } finally {
      database.close();
    }
  });
});
