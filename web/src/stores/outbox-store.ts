import type { Feeling } from '@name-swiper/contract/constants';
import { FEELINGS } from '@name-swiper/contract/constants';
import * as v from 'valibot';
import { check } from '../api/standard-schema';
import { createStore } from './create-store';
import type { VoteDb } from './vote-db';
import { voteDb } from './vote-db';

const action = {
  /** Position in the outbox: the order the actions were taken in. */
  seq: v.pipe(v.number(), v.integer()),
  nameId: v.string(),
  /** When the user took the action (device clock, epoch ms); sent as its age, so the server can date it. */
  at: v.number(),
};
const outboxEntrySchema = v.variant('kind', [
  v.object({
    ...action,
    kind: v.literal('vote'),
    approved: v.boolean(),
    /** A love or a maybe (issue 33); an entry an older version stored has none. */
    feeling: v.optional(v.picklist(FEELINGS)),
  }),
  v.object({ ...action, kind: v.literal('unvote') }),
]);
export type OutboxEntry = v.InferOutput<typeof outboxEntrySchema>;
type NewEntry =
  | { kind: 'vote'; nameId: string; approved: boolean; feeling?: Feeling; at: number }
  | { kind: 'unvote'; nameId: string; at: number };

/**
 * Vote actions not yet acknowledged by the server, oldest first, kept in IndexedDB across reloads and resent after
 * a reconnect. One entry per name: a newer action on a name replaces the older one and moves to the end (the
 * server keeps only the newest action anyway). Remembers when each name was last acknowledged, so that a server
 * list fetched before that commit is not taken for the truth about it.
 */
export function createOutbox(db: VoteDb, now: () => number = Date.now) {
  const store = createStore<OutboxEntry[]>([]);
  const acknowledgedAt = new Map<string, number>();
  let nextSeq = 1;

  return {
    get: store.get,
    subscribe: store.subscribe,
    /** Reads the stored outbox; called once at start, before any vote. */
    async load(): Promise<void> {
      const stored = (await db.load('outbox')).flatMap((value) => {
        const parsed = check(outboxEntrySchema, value);
        return parsed.issues ? [] : [parsed.value];
      });
      nextSeq = Math.max(0, ...stored.map((entry) => entry.seq)) + 1;
      store.set(stored);
    },
    add(action: NewEntry): OutboxEntry {
      const entry: OutboxEntry = { ...action, seq: nextSeq++ };
      const replaced = store.get().filter((pending) => pending.nameId === entry.nameId);
      replaced.forEach((pending) => db.remove('outbox', pending.seq));
      db.put('outbox', entry.seq, entry);
      store.set([...store.get().filter((pending) => pending.nameId !== entry.nameId), entry]);
      return entry;
    },
    /** Removes the entry once acknowledged, unless a newer action on that name replaced it meanwhile. */
    acknowledge(entry: OutboxEntry): void {
      acknowledgedAt.set(entry.nameId, now());
      if (store.get().some((pending) => pending.seq === entry.seq)) {
        db.remove('outbox', entry.seq);
        store.set(store.get().filter((pending) => pending.seq !== entry.seq));
      }
    },
    pendingNameIds(): Set<string> {
      return new Set(store.get().map((entry) => entry.nameId));
    },
    /**
     * Names a server answer requested at `requestedAt` may be wrong about: still waiting here, or acknowledged
     * after the request left (the answer may predate that commit).
     */
    unsettledSince(requestedAt: number): Set<string> {
      const unsettled = this.pendingNameIds();
      for (const [nameId, at] of acknowledgedAt) {
        if (at >= requestedAt) {
          unsettled.add(nameId);
        }
      }
      return unsettled;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

export const outbox = createOutbox(voteDb);
