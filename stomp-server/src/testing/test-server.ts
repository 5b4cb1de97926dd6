import { createServer } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { attachStompServer } from '../stomp-server';
import type { StompServer, StompServerOptions } from '../stomp-server';
import type { StompApplication, StompSessionHandle } from '../types';
import { AsyncQueue } from './deferred';

export interface ReceivedSend {
  readonly session: StompSessionHandle;
  readonly destination: string;
  readonly body: Buffer;
  readonly headers: Readonly<Record<string, string>>;
}

/** Records every callback; `onSendImpl` lets a test control when (and whether) a SEND commits. */
export class TestApplication implements StompApplication {
  readonly connects = new AsyncQueue<StompSessionHandle>();
  readonly subscribes = new AsyncQueue<{ session: StompSessionHandle; destination: string }>();
  readonly sends = new AsyncQueue<ReceivedSend>();
  readonly disconnects = new AsyncQueue<StompSessionHandle>();
  onSendImpl: (send: ReceivedSend) => Promise<void> = () => Promise.resolve();

  onConnect(session: StompSessionHandle): void {
    this.connects.push(session);
  }

  onSubscribe(session: StompSessionHandle, destination: string): void {
    this.subscribes.push({ session, destination });
  }

  onSend(
    session: StompSessionHandle,
    destination: string,
    body: Buffer,
    headers: Readonly<Record<string, string>>,
  ): Promise<void> {
    const send = { session, destination, body, headers };
    this.sends.push(send);
    return this.onSendImpl(send);
  }

  onDisconnect(session: StompSessionHandle): void {
    this.disconnects.push(session);
  }
}

export interface TestServer {
  readonly app: TestApplication;
  readonly stomp: StompServer;
  readonly warnings: string[];
  readonly port: number;
  url(deviceUuid?: string): string;
  close(): Promise<void>;
}

export const VALID_DEVICE = '6f1c2a9e-3b4d-4c5e-8f60-7a8b9c0d1e2f';
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** The tests' principal: a device UUID in the `deviceUuid` query parameter, lower-cased. */
function deviceFromQuery(_request: IncomingMessage, url: URL): string | undefined {
  const raw = url.searchParams.get('deviceUuid');
  return raw !== null && UUID_PATTERN.test(raw) ? raw.toLowerCase() : undefined;
}

/** A STOMP server on a free port of 127.0.0.1 at /api/ws, announcing itself as name-swiper/0.1. */
export async function startTestServer(
  overrides: Partial<Omit<StompServerOptions, 'application'>> = {},
): Promise<TestServer> {
  const app = new TestApplication();
  const warnings: string[] = [];
  const http = createServer((_request, response) => response.writeHead(404).end());
  const stomp = attachStompServer(http, {
    application: app,
    authenticate: deviceFromQuery,
    path: '/api/ws',
    serverName: 'name-swiper/0.1',
    logger: { warn: (_context, message) => warnings.push(message) },
    ...overrides,
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const address = http.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    app,
    stomp,
    warnings,
    port,
    url: (deviceUuid = VALID_DEVICE) =>
      `ws://127.0.0.1:${port}/api/ws?deviceUuid=${encodeURIComponent(deviceUuid)}`,
    async close() {
      await stomp.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
