import { Client } from '@stomp/stompjs';
import type { IFrame, IMessage } from '@stomp/stompjs';
import { afterEach, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { deferred } from './testing/deferred';
import { startTestServer } from './testing/test-server';
import type { TestServer } from './testing/test-server';

let server: TestServer | undefined;
let client: Client | undefined;

afterEach(async () => {
  await client?.deactivate();
  await server?.close();
});

it('works with the standard @stomp/stompjs client', async () => {
  server = await startTestServer();
  const url = server.url();
  const connected = deferred<IFrame>();
  const message = deferred<IMessage>();
  const stompClient = new Client({
    webSocketFactory: () => new WebSocket(url, ['v12.stomp', 'v11.stomp', 'v10.stomp']),
    heartbeatIncoming: 10_000,
    heartbeatOutgoing: 10_000,
    reconnectDelay: 5_000,
    onConnect: (frame) => connected.resolve(frame),
    onStompError: (frame) => connected.reject(new Error(frame.headers['message'])),
  });
  client = stompClient;
  stompClient.activate();

  const frame = await connected.promise;
  expect(frame.headers['version']).toBe('1.2');
  const session = await server.app.connects.next();

  stompClient.subscribe('/user/queue/matches', (received) => message.resolve(received));
  await server.app.subscribes.next();

  const receipt = deferred<IFrame>();
  stompClient.watchForReceipt('swipe-1', (receiptFrame) => receipt.resolve(receiptFrame));
  stompClient.publish({
    destination: '/app/swipes',
    body: JSON.stringify({ name: 'Ada', liked: true }),
    headers: { receipt: 'swipe-1', 'content-type': 'application/json' },
  });
  const send = await server.app.sends.next();
  expect(JSON.parse(send.body.toString())).toEqual({ name: 'Ada', liked: true });
  expect((await receipt.promise).headers['receipt-id']).toBe('swipe-1');

  expect(session.send('/user/queue/matches', JSON.stringify({ match: 'Ada' }))).toBe(1);
  const received = await message.promise;
  expect(JSON.parse(received.body)).toEqual({ match: 'Ada' });
  expect(received.headers['content-type']).toBe('application/json');

  await stompClient.deactivate();
  expect((await server.app.disconnects.next()).sessionId).toBe(session.sessionId);
});
