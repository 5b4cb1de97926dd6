import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getHeader } from '../frames/frame';
import { deferred } from '../testing/deferred';
import { RawStompClient } from '../testing/raw-client';
import { startTestServer } from '../testing/test-server';
import type { TestServer } from '../testing/test-server';

let server: TestServer;
let client: RawStompClient;

beforeEach(async () => {
  server = await startTestServer({ maxSubscriptions: 2 });
  client = await RawStompClient.open(server.url());
});

afterEach(async () => {
  client.close();
  await server.close();
});

describe('STOMP session over a real socket', () => {
  it('answers CONNECT with CONNECTED carrying version, heart-beat, session and server', async () => {
    const connected = await client.connect('0,0', '1.0,1.1,1.2');
    const session = await server.app.connects.next();
    expect(getHeader(connected, 'version')).toBe('1.2');
    expect(getHeader(connected, 'heart-beat')).toBe('10000,10000');
    expect(getHeader(connected, 'session')).toBe(session.sessionId);
    expect(getHeader(connected, 'server')).toBe('name-swiper/0.1');
    expect(session.principal).toBe('6f1c2a9e-3b4d-4c5e-8f60-7a8b9c0d1e2f');
  });

  it('negotiates 1.1 and refuses clients sharing no version', async () => {
    expect(getHeader(await client.connect('0,0', '1.0,1.1'), 'version')).toBe('1.1');
    const other = await RawStompClient.open(server.url());
    other.send('CONNECT\naccept-version:1.0\n\n\0');
    const error = await other.nextFrame();
    expect(error.command).toBe('ERROR');
    expect(getHeader(error, 'version')).toBe('1.2,1.1');
    expect((await other.closed).code).toBe(1002);
  });

  it('accepts CRLF frames and round-trips escaped headers', async () => {
    client.send('STOMP\r\naccept-version:1.2\r\n\r\n\0');
    expect((await client.nextFrame()).command).toBe('CONNECTED');
    const session = await server.app.connects.next();
    client.send('SUBSCRIBE\r\nid:s\\c1\r\ndestination:/topic/a\\cb\\\\c\r\nreceipt:r1\r\n\r\n\0');
    expect((await server.app.subscribes.next()).destination).toBe('/topic/a:b\\c');
    expect(getHeader(await client.nextFrame(), 'receipt-id')).toBe('r1');
    expect(session.send('/topic/a:b\\c', '{"ok":true}')).toBe(1);
    const message = await client.nextFrame();
    expect(message.command).toBe('MESSAGE');
    expect(getHeader(message, 'destination')).toBe('/topic/a:b\\c');
    expect(getHeader(message, 'subscription')).toBe('s:1');
    expect(getHeader(message, 'content-type')).toBe('application/json');
    expect(getHeader(message, 'content-length')).toBe('11');
    expect(getHeader(message, 'message-id')).toMatch(/.+/);
    expect(message.body.toString()).toBe('{"ok":true}');
  });

  it('delivers a body containing NUL when content-length is given', async () => {
    await client.connect();
    const body = Buffer.from([0x7b, 0x00, 0xff, 0x00, 0x7d]);
    client.send(
      Buffer.concat([
        Buffer.from('SEND\ndestination:/app/x\ncontent-length:5\nx-a:1\\n2\n\n'),
        body,
        Buffer.from([0]),
      ]),
    );
    const send = await server.app.sends.next();
    expect(send.body.equals(body)).toBe(true);
    expect(send.headers['x-a']).toBe('1\n2');
  });

  it('handles two frames in one message and a frame split over two messages', async () => {
    await client.connect();
    client.send('SEND\ndestination:/one\n\n1\0SEND\ndestination:/two\n\n2\0SEND\ndestination:/thr');
    client.send('ee\n\n3\0');
    const destinations = [
      await server.app.sends.next(),
      await server.app.sends.next(),
      await server.app.sends.next(),
    ];
    expect(destinations.map((send) => `${send.destination}=${send.body.toString()}`)).toEqual([
      '/one=1',
      '/two=2',
      '/three=3',
    ]);
  });

  it('sends the SEND receipt only after the handler has committed', async () => {
    await client.connect();
    const session = await server.app.connects.next();
    client.send('SUBSCRIBE\nid:0\ndestination:/user/queue\n\n\0');
    await server.app.subscribes.next();
    const commit = deferred();
    server.app.onSendImpl = () => commit.promise;
    client.send('SEND\ndestination:/app/swipe\nreceipt:r-7\n\n{}\0');
    await server.app.sends.next();
    session.send('/user/queue', '"pushed while the write is pending"');
    expect((await client.nextFrame()).command).toBe('MESSAGE');
    commit.resolve();
    const receipt = await client.nextFrame();
    expect(receipt.command).toBe('RECEIPT');
    expect(getHeader(receipt, 'receipt-id')).toBe('r-7');
  });

  it('logs a failed SEND handler and sends neither RECEIPT nor ERROR', async () => {
    await client.connect();
    server.app.onSendImpl = () => Promise.reject(new Error('database down'));
    client.send('SEND\ndestination:/app/swipe\nreceipt:lost\n\n{}\0');
    client.send('UNSUBSCRIBE\nid:none\nreceipt:after\n\n\0');
    expect(getHeader(await client.nextFrame(), 'receipt-id')).toBe('after');
    expect(server.warnings).toContain('STOMP SEND handler failed');
  });

  it('answers DISCONNECT with its RECEIPT and then closes', async () => {
    await client.connect();
    client.send('DISCONNECT\nreceipt:bye\n\n\0');
    expect(getHeader(await client.nextFrame(), 'receipt-id')).toBe('bye');
    expect((await client.closed).code).toBe(1000);
    expect((await server.app.disconnects.next()).principal).toMatch(/^6f1c/);
  });

  it('sends non-UTF-8 MESSAGE bodies as binary WebSocket messages and JSON as text', async () => {
    await client.connect();
    const session = await server.app.connects.next();
    client.send('SUBSCRIBE\nid:0\ndestination:/bin\nreceipt:s\n\n\0');
    await client.nextFrame();
    expect(session.isSubscribed('/bin')).toBe(true);
    expect(session.send('/bin', Uint8Array.from([0xff, 0x00]), 'application/octet-stream')).toBe(1);
    expect((await client.nextFrame()).body.equals(Buffer.from([0xff, 0x00]))).toBe(true);
    expect(session.send('/bin', '[]')).toBe(1);
    await client.nextFrame();
    expect(client.messages.map((message) => message.isBinary)).toEqual([false, false, true, false]);
    expect(session.send('/elsewhere', '[]')).toBe(0);
  });
});
