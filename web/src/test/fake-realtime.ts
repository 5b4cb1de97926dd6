import { vi } from 'vitest';
import { realtimeClient } from '../api/realtime/realtime-client';
import { check } from '../api/standard-schema';

/** Replaces the realtime client's subscribe and publish: tests deliver messages and read what was published. */
export function fakeRealtime() {
  // Several screens may listen on one destination (the errors queue), as on the real client.
  const handlers = new Map<string, Set<(body: unknown) => void>>();
  vi.spyOn(realtimeClient, 'subscribe').mockImplementation((destination, schema, handler) => {
    const deliver = (raw: unknown) => {
      const parsed = check(schema, raw);
      if (!parsed.issues) {
        handler(parsed.value);
      }
    };
    handlers.set(destination, new Set([...(handlers.get(destination) ?? []), deliver]));
    return () => handlers.get(destination)?.delete(deliver);
  });
  const publish = vi.spyOn(realtimeClient, 'publish').mockImplementation(() => undefined);
  return {
    publish,
    deliver(destination: string, body: unknown): void {
      const listening = [...(handlers.get(destination) ?? [])];
      if (listening.length === 0) {
        throw new Error(`nothing subscribed to ${destination}`);
      }
      listening.forEach((handler) => handler(body));
    },
  };
}
