import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REALTIME_PATH } from '@name-swiper/contract/realtime';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { repoRoot } from '../config';
import { COMPILED_SERVER } from '../../test/run-server-process';
import { freePort } from '../../test/server-process';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'name-swiper-realtime-env-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The upgrade's outcome: 101 when the WebSocket opened, else the HTTP status the server refused it with. */
function upgradeStatus(url: string, sockets: WebSocket[]): Promise<number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, ['v12.stomp']);
    sockets.push(socket);
    socket.once('open', () => resolve(101));
    socket.once('unexpected-response', (_, response) => resolve(response.statusCode ?? 0));
    socket.once('error', () => resolve(0));
  });
}

describe('REALTIME_MAX_SOCKETS_PER_IP', () => {
  it('reaches the compiled server: the third socket from one address is refused with 429', async () => {
    const port = await freePort();
    const server = spawn(process.execPath, [COMPILED_SERVER], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATABASE_URL: `sqlite:${path.join(dir, 'names.sqlite')}`,
        REALTIME_MAX_SOCKETS_PER_IP: '2',
      },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => server.once('exit', resolve));
    const sockets: WebSocket[] = [];
    try {
      for (let attempt = 0; attempt < 300; attempt++) {
        const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
          (response) => response.ok,
          () => false,
        );
        if (ready) {
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const url = () => `ws://127.0.0.1:${port}${REALTIME_PATH}?deviceUuid=${randomUUID()}`;
      const statuses = [];
      for (let socket = 0; socket < 3; socket++) {
        statuses.push(await upgradeStatus(url(), sockets));
      }
      expect(statuses).toEqual([101, 101, 429]);
    } finally {
      for (const socket of sockets) {
        socket.terminate();
      }
      server.kill('SIGTERM');
      await exited;
    }
  });
});
