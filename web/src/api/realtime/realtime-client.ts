import type { Client, IMessage, StompSubscription } from '@stomp/stompjs';
import {
  REALTIME_DEVICE_PARAM,
  REALTIME_HEARTBEAT_MS,
  REALTIME_PATH,
  REALTIME_RECONNECT_DELAY_MS,
} from '@name-swiper/contract/constants';
import { createStore } from '../../stores/create-store';
import type { Output, Schema } from '../standard-schema';
import { check } from '../standard-schema';

/** The realtime endpoint (spec §7.2): {host}/api/ws?deviceUuid=<uuid>. */
export function realtimeUrl(
  deviceId: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
) {
  const base =
    import.meta.env.VITE_REALTIME_URL ??
    `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${REALTIME_PATH}`;
  return `${base}?${REALTIME_DEVICE_PARAM}=${encodeURIComponent(deviceId)}`;
}

/** Parses a message body; a body that is not valid JSON or not of the expected shape is ignored (spec §5). */
export function parseBody<S extends Schema>(body: string, schema: S): Output<S> | undefined {
  try {
    const parsed = check(schema, JSON.parse(body));
    return parsed.issues ? undefined : parsed.value;
  } catch {
    return undefined;
  }
}

/**
 * One STOMP subscription per destination, whatever the number of listeners on it (the app shell and a screen both
 * read the errors queue): the server refuses a second SUBSCRIBE to a destination in one session.
 */
interface Channel {
  listeners: Set<(message: IMessage) => void>;
  subscription?: StompSubscription;
}

let receiptCounter = 0;

/**
 * One STOMP connection per device: heart-beats 10 s both ways, reconnect 5 s after a drop; subscriptions
 * are renewed on every (re)connect, and `connected` drives the 'Loading...' overlay. The STOMP library is fetched
 * when the connection starts, so it is not part of what the first screen waits for.
 */
export function createRealtimeClient() {
  const connected = createStore(false);
  const channels = new Map<string, Channel>();
  const connectListeners = new Set<() => void>();
  let client: Client | undefined;
  /** Counts the stops, so that a stop while the library is still on its way cancels the start. */
  let generation = 0;
  let started = false;

  const subscribeOn = (active: Client, destination: string, channel: Channel) => {
    channel.subscription = active.subscribe(destination, (message) =>
      [...channel.listeners].forEach((listener) => listener(message)),
    );
  };

  return {
    connected,
    start(deviceId: string): void {
      if (started) {
        return;
      }
      started = true;
      const startedAs = generation;
      import('@stomp/stompjs').then(
        ({ Client: StompClient }) => {
          if (startedAs !== generation) {
            return;
          }
          const active = new StompClient({
            brokerURL: realtimeUrl(deviceId),
            reconnectDelay: REALTIME_RECONNECT_DELAY_MS,
            heartbeatIncoming: REALTIME_HEARTBEAT_MS,
            heartbeatOutgoing: REALTIME_HEARTBEAT_MS,
            onConnect: () => {
              channels.forEach((channel, destination) => subscribeOn(active, destination, channel));
              connected.set(true);
              connectListeners.forEach((listener) => listener());
            },
            onWebSocketClose: () => connected.set(false),
            onWebSocketError: () => connected.set(false),
            onStompError: (frame) => console.warn('[realtime] STOMP error', frame.headers.message),
          });
          client = active;
          active.activate();
        },
        (error: unknown) => console.warn('[realtime] the STOMP client could not be loaded', error),
      );
    },
    async stop(): Promise<void> {
      generation += 1;
      started = false;
      const active = client;
      client = undefined;
      connected.set(false);
      await active?.deactivate();
    },
    isConnected: () => connected.get(),
    onConnect(listener: () => void): () => void {
      connectListeners.add(listener);
      return () => {
        connectListeners.delete(listener);
      };
    },
    subscribe<S extends Schema>(destination: string, schema: S, handler: (body: Output<S>) => void) {
      const listener = (message: IMessage) => {
        const body = parseBody(message.body, schema);
        if (body !== undefined) {
          handler(body);
        }
      };
      let channel = channels.get(destination);
      if (!channel) {
        channel = { listeners: new Set() };
        channels.set(destination, channel);
        if (client?.connected) {
          subscribeOn(client, destination, channel);
        }
      }
      const joined = channel;
      joined.listeners.add(listener);
      return () => {
        joined.listeners.delete(listener);
        if (joined.listeners.size === 0 && channels.get(destination) === joined) {
          channels.delete(destination);
          joined.subscription?.unsubscribe();
        }
      };
    },
    /** Publishes without waiting for the server (family actions). */
    publish(destination: string, body: object): void {
      if (client?.connected) {
        client.publish({ destination, body: JSON.stringify(body) });
      }
    },
    /** Publishes with a `receipt` header; `onReceipt` runs once the server has committed the message. */
    publishWithReceipt(destination: string, body: object, onReceipt: () => void): boolean {
      if (!client?.connected) {
        return false;
      }
      receiptCounter += 1;
      const receipt = `r-${Date.now().toString(36)}-${receiptCounter}`;
      client.watchForReceipt(receipt, onReceipt);
      client.publish({ destination, body: JSON.stringify(body), headers: { receipt } });
      return true;
    },
  };
}

export type RealtimeClient = ReturnType<typeof createRealtimeClient>;

export const realtimeClient = createRealtimeClient();
