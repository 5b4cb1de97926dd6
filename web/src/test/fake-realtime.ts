import { vi } from 'vitest';
import { realtimeClient } from '../api/realtime/realtime-client';
import { check } from '../api/standard-schema';

/** Replaces the realtime client's subscribe and publish: tests deliver messages and read what was published. */
export function fakeRealtime() {
  const handlers = new Map<string, (body: unknown) => void>();
  vi.spyOn(realtimeClient, 'subscribe').mockImplementation((destination, schema, handler) => {
    handlers.set(destination, (raw) => {
      const parsed = check(schema, raw);
      if (!parsed.issues) {
        handler(parsed.value);
      }
    });
    return () => handlers.delete(destination);
  });
  const publish = vi.spyOn(realtimeClient, 'publish').mockImplementation(() => undefined);
  return {
    publish,
    deliver(destination: string, body: unknown): void {
      const handler = handlers.get(destination);
      if (!handler) {
        throw new Error(`nothing subscribed to ${destination}`);
      }
      handler(body);
    },
  };
}
