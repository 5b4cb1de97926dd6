import type { IMessage, StompSubscription } from '@stomp/stompjs';
import { Client } from '@stomp/stompjs';
import { REALTIME_HEARTBEAT_MS, REALTIME_RECONNECT_DELAY_MS } from '@name-swiper/contract/constants';
import { REALTIME_DEVICE_PARAM, REALTIME_PATH } from '@name-swiper/contract/realtime';
import type { z } from 'zod';
import { createStore } from '../../stores/create-store';

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
export function parseBody<S extends z.ZodType>(body: string, schema: S): z.infer<S> | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

interface Registration {
  destination: string;
  onMessage: (message: IMessage) => void;
  subscription?: StompSubscription;
}

let receiptCounter = 0;

/**
 * One STOMP connection per device: heart-beats 10 s both ways, reconnect 5 s after a drop; subscriptions
 * are renewed on every (re)connect, and `connected` drives the 'Loading...' overlay.
 */
export function createRealtimeClient() {
  const connected = createStore(false);
  const registrations = new Set<Registration>();
  const connectListeners = new Set<() => void>();
  let client: Client | undefined;

  const subscribeOn = (active: Client, registration: Registration) => {
    registration.subscription = active.subscribe(registration.destination, registration.onMessage);
  };

  return {
    connected,
    start(deviceId: string): void {
      if (client) {
        return;
      }
      const active = new Client({
        brokerURL: realtimeUrl(deviceId),
        reconnectDelay: REALTIME_RECONNECT_DELAY_MS,
        heartbeatIncoming: REALTIME_HEARTBEAT_MS,
        heartbeatOutgoing: REALTIME_HEARTBEAT_MS,
        onConnect: () => {
          registrations.forEach((registration) => subscribeOn(active, registration));
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
    async stop(): Promise<void> {
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
    subscribe<S extends z.ZodType>(destination: string, schema: S, handler: (body: z.infer<S>) => void) {
      const registration: Registration = {
        destination,
        onMessage: (message) => {
          const body = parseBody(message.body, schema);
          if (body !== undefined) {
            handler(body);
          }
        },
      };
      registrations.add(registration);
      if (client?.connected) {
        subscribeOn(client, registration);
      }
      return () => {
        registrations.delete(registration);
        registration.subscription?.unsubscribe();
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
