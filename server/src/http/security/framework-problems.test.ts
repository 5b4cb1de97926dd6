import { randomUUID } from 'node:crypto';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { problemSchema } from '@name-swiper/contract/problem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListeningApp } from '../../../test/listening-app';
import { startListeningApp } from '../../../test/listening-app';
import { DEFAULT_SECURITY } from './security-config';

const TIMEOUTS = { requestMs: 600, keepAliveMs: 5_000, checkIntervalMs: 100 };

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function parseAnswer(received: string): RawAnswer {
  const [head = '', body = ''] = received.split('\r\n\r\n', 2);
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

/** Writes `request` to a fresh loopback socket (all at once, or `then` later on the same socket) and reads the answer. */
function rawRequest(
  port: number,
  request: string,
  then?: (socket: net.Socket) => Promise<void>,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer within 5 s: ${JSON.stringify(received.slice(0, 200))}`));
    }, 5_000);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve(parseAnswer(received));
    });
    socket.write(request, () => {
      void then?.(socket);
    });
  });
}

const portOf = (server: ListeningApp) => (server.app.server.address() as AddressInfo).port;

function expectProblem(answer: RawAnswer, status: number): void {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toContain('application/problem+json');
  const problem = problemSchema.parse(JSON.parse(answer.body));
  expect(problem).toMatchObject({ status, code: expect.any(String) });
  // Each status has its own title, not the generic one.
  expect(problem.title).not.toBe('Error');
  expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
}

describe('every error the framework answers is problem+json (issue 30 §6)', () => {
  let server: ListeningApp;
  let port: number;
  beforeAll(async () => {
    server = await startListeningApp({ security: { ...DEFAULT_SECURITY, timeouts: TIMEOUTS } });
    port = portOf(server);
  });
  afterAll(() => server.close());

  const get = (target: string, headers = '') =>
    `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Connection: close\r\n\r\n`;
  const count = `/api/names/unvoted/count?deviceId=${randomUUID()}`;

  it.each([
    ['431', '5,000 repeated initials', get(`${count}${'&initials=a'.repeat(5_000)}`), 431],
    ['431', 'a 64 KB query', get(`${count}&x=${'a'.repeat(64 * 1024)}`), 431],
    ['431', '20 KB of headers', get('/api/health/live', `X-Padding: ${'a'.repeat(20 * 1024)}\r\n`), 431],
    ['400', 'bytes that are not HTTP', 'HELLO THERE\r\n\r\n', 400],
    ['400', 'a header line without a colon', 'GET /api/health/live HTTP/1.1\r\nNo colon here\r\n\r\n', 400],
    ['400', 'a method HTTP does not have', 'BREW /api/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', 400],
    ['404', 'an unknown API path', get('/api/nothing-here'), 404],
    ['413', 'a body over 16 KiB', putDeviceName(JSON.stringify({ name: 'x'.repeat(20_000) })), 413],
    ['415', 'a body that is not JSON', putDeviceName('name=Anna', 'application/x-www-form-urlencoded'), 415],
  ])('%s: %s', async (_status, _case, request, status) => {
    expectProblem(await rawRequest(port, request), status);
  });

  it('408: a request whose headers do not arrive in time', async () => {
    const answer = await rawRequest(port, 'GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    expectProblem(answer, 408);
  });

  it('503: a request that arrives while the server shuts down, with Connection: close', async () => {
    const closing = await startListeningApp();
    let closed: Promise<void> | undefined;
    try {
      const answer = await rawRequest(
        portOf(closing),
        'GET /api/health/live HTTP/1.1\r\n',
        async (socket) => {
          closed = closing.app.close();
          await new Promise((resolve) => setTimeout(resolve, 100));
          socket.write('Host: 127.0.0.1\r\n\r\n');
        },
      );
      expectProblem(answer, 503);
      expect(answer.headers.connection).toBe('close');
    } finally {
      await closed;
      await closing.close();
    }
  });
});

function putDeviceName(body: string, type = 'application/json'): string {
  return (
    `PUT /api/device/name?deviceId=${randomUUID()} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}
