import { randomUUID } from 'node:crypto';
import { Client } from '@stomp/stompjs';
import type { IMessage } from '@stomp/stompjs';
import { USER_DESTINATIONS } from '@name-swiper/contract/realtime';
import { WebSocket } from 'ws';
import type { ClientOptions } from 'ws';

const WAIT_MS = 5_000;

/** A real @stomp/stompjs client for one device, subscribed to every user queue, with awaitable inboxes. */
export interface StompTestClient {
  deviceId: string;
  client: Client;
  /** The next message body on a destination (waits for it). */
  next<T = unknown>(destination: string): Promise<T>;
  /** Resolves true if a message arrives on the destination within `ms`, false otherwise. */
  receivesWithin(destination: string, ms: number): Promise<boolean>;
  /** Publishes with a receipt header and resolves when the RECEIPT arrives. */
  send(destination: string, body: unknown): Promise<void>;
  sendRaw(destination: string, body: string): Promise<void>;
  close(): Promise<void>;
}

/** `socket` options reach the WebSocket, e.g. `localAddress` (any 127.x.y.z) to play another client address. */
export async function connectStompClient(
  wsUrl: (deviceId: string) => string,
  deviceId: string = randomUUID(),
  socket: ClientOptions = {},
): Promise<StompTestClient> {
  const inboxes = new Map<string, IMessage[]>();
  const waiters = new Map<string, ((message: IMessage) => void)[]>();
  const deliver = (destination: string, message: IMessage) => {
    const waiter = waiters.get(destination)?.shift();
    if (waiter) {
      waiter(message);
      return;
    }
    inboxes.set(destination, [...(inboxes.get(destination) ?? []), message]);
  };
  const client = new Client({
    webSocketFactory: () => new WebSocket(wsUrl(deviceId), ['v12.stomp', 'v11.stomp', 'v10.stomp'], socket),
    heartbeatIncoming: 10_000,
    heartbeatOutgoing: 10_000,
    reconnectDelay: 0,
  });
  await new Promise<void>((resolve, reject) => {
    client.onConnect = () => resolve();
    client.onStompError = (frame) => reject(new Error(frame.headers.message));
    client.onWebSocketError = () => reject(new Error('WebSocket error'));
    client.activate();
  });
  await Promise.all(
    Object.values(USER_DESTINATIONS).map(
      (destination) =>
        new Promise<void>((resolve) => {
          const receipt = randomUUID();
          client.watchForReceipt(receipt, () => resolve());
          client.subscribe(destination, (message) => deliver(destination, message), { receipt });
        }),
    ),
  );
  const waitFor = (destination: string, ms: number) =>
    new Promise<IMessage | undefined>((resolve) => {
      const queued = inboxes.get(destination)?.shift();
      if (queued) {
        resolve(queued);
        return;
      }
      const timer = setTimeout(() => {
        waiters.set(
          destination,
          (waiters.get(destination) ?? []).filter((w) => w !== waiter),
        );
        resolve(undefined);
      }, ms);
      const waiter = (message: IMessage) => {
        clearTimeout(timer);
        resolve(message);
      };
      waiters.set(destination, [...(waiters.get(destination) ?? []), waiter]);
    });
  const sendRaw = (destination: string, body: string) =>
    new Promise<void>((resolve) => {
      const receipt = randomUUID();
      client.watchForReceipt(receipt, () => resolve());
      client.publish({ destination, body, headers: { receipt, 'content-type': 'application/json' } });
    });
  return {
    deviceId,
    client,
    next: async <T>(destination: string) => {
      const message = await waitFor(destination, WAIT_MS);
      if (!message) {
        throw new Error(`no message on ${destination} within ${WAIT_MS} ms`);
      }
      return JSON.parse(message.body) as T;
    },
    receivesWithin: async (destination, ms) => (await waitFor(destination, ms)) !== undefined,
    send: (destination, body) => sendRaw(destination, JSON.stringify(body)),
    sendRaw,
    close: () => client.deactivate(),
  };
}
