import { z } from 'zod';
import { readJson, writeJson } from '../platform/local-storage';
import { createStore } from './create-store';

/** Storage key of the vote outbox (not in the spec: votes waiting for the server's receipt). */
export const OUTBOX_STORAGE_KEY = 'vote-outbox';

const outboxEntrySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('vote'), nameId: z.string(), approved: z.boolean() }),
  z.object({ kind: z.literal('unvote'), nameId: z.string() }),
]);
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

const outboxSchema = z.array(outboxEntrySchema);
const isOutbox = (value: unknown): value is OutboxEntry[] => outboxSchema.safeParse(value).success;

/**
 * Vote messages not yet acknowledged by the server, kept across reloads and resent after a reconnect.
 * One entry per name: a newer action on the same name replaces the older one (the server is idempotent).
 */
export function createOutbox(storageKey: string = OUTBOX_STORAGE_KEY) {
  const store = createStore<OutboxEntry[]>(readJson(storageKey, isOutbox, []));
  const save = (entries: OutboxEntry[]) => {
    store.set(entries);
    writeJson(storageKey, entries);
  };
  return {
    get: store.get,
    subscribe: store.subscribe,
    add(entry: OutboxEntry): void {
      save([...store.get().filter((pending) => pending.nameId !== entry.nameId), entry]);
    },
    /** Removes the entry once acknowledged, unless a newer action on that name replaced it meanwhile. */
    acknowledge(entry: OutboxEntry): void {
      const remaining = store.get().filter((pending) => pending !== entry);
      if (remaining.length !== store.get().length) {
        save(remaining);
      }
    },
    pendingNameIds(): Set<string> {
      return new Set(store.get().map((entry) => entry.nameId));
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

export const outbox = createOutbox();
