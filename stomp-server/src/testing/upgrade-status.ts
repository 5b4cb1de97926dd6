import { request } from 'node:http';

/**
 * The HTTP status a WebSocket upgrade request to `path` gets, with optional extra or replaced headers, sent from
 * `localAddress` (any 127.x.y.z works on loopback, so tests can play many clients).
 */
export function upgradeStatus(
  port: number,
  path: string,
  headers: Readonly<Record<string, string>> = {},
  localAddress?: string,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const upgrade = request({
      port,
      host: '127.0.0.1',
      localAddress,
      path,
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
        ...headers,
      },
    });
    upgrade.once('response', (response) => resolve(response.statusCode ?? 0));
    upgrade.once('upgrade', (response, socket) => {
      socket.destroy();
      resolve(response.statusCode ?? 0);
    });
    upgrade.once('error', reject);
    upgrade.end();
  });
}
