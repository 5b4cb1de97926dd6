import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startCompiledServer } from '../../test/compiled-server';

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
    const server = await startCompiledServer({
      DATABASE_URL: `sqlite:${path.join(dir, 'names.sqlite')}`,
      REALTIME_MAX_SOCKETS_PER_IP: '2',
    });
    const sockets: WebSocket[] = [];
    try {
      const statuses = [];
      for (let socket = 0; socket < 3; socket++) {
        statuses.push(await upgradeStatus(server.wsUrl(randomUUID()), sockets));
      }
      expect(statuses).toEqual([101, 101, 429]);
    } finally {
      for (const socket of sockets) {
        socket.terminate();
      }
      await server.stop();
    }
  });
});
