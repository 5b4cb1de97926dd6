import type { UseStore } from 'idb-keyval';
import { createStore, promisifyRequest } from 'idb-keyval';

/** What the device keeps in IndexedDB: its vote record, its outbox and the last deck dealt per filter. */
export type VoteDbKind = 'vote' | 'outbox' | 'deck';
type VoteDbKey = [VoteDbKind, string | number];

type Write = { key: VoteDbKey; value: unknown } | { key: VoteDbKey; value?: never; remove: true };

export interface VoteDb {
  /** Every stored value of one kind, in key order; the caller checks their shape (an older version wrote them). */
  load(kind: VoteDbKind): Promise<unknown[]>;
  get(kind: VoteDbKind, id: string | number): Promise<unknown>;
  put(kind: VoteDbKind, id: string | number, value: unknown): void;
  remove(kind: VoteDbKind, id: string | number): void;
  /** Resolves once everything written so far is committed. */
  flushed(): Promise<void>;
}

/**
 * IndexedDB through idb-keyval. The screens read the in-memory stores, which are the truth while the app runs;
 * this keeps a copy for the next start. Writes are never read back before they land: the writes of one tick go
 * out in one transaction (a vote and its outbox entry land together or not at all), and transactions commit in
 * the order they were opened, so a later state never loses to an earlier one. Without IndexedDB (refused, or in
 * tests that do not install a fake) the stores keep working in memory.
 */
export function createVoteDb(dbName = 'name-swiper'): VoteDb {
  let store: UseStore | undefined;
  let queued: Write[] = [];
  let last: Promise<void> = Promise.resolve();

  const open = (): UseStore | undefined => {
    if (typeof indexedDB === 'undefined') {
      return undefined;
    }
    store ??= createStore(dbName, 'state');
    return store;
  };

  const flush = () => {
    const writes = queued;
    queued = [];
    const target = open();
    if (!target || writes.length === 0) {
      return;
    }
    last = target('readwrite', (objectStore) => {
      for (const write of writes) {
        if ('remove' in write) {
          objectStore.delete(write.key);
        } else {
          objectStore.put(write.value, write.key);
        }
      }
      return promisifyRequest(objectStore.transaction);
    }).catch((error: unknown) => console.warn('[votes] could not store the vote record', error));
  };

  const enqueue = (write: Write) => {
    if (queued.length === 0) {
      queueMicrotask(flush);
    }
    queued.push(write);
  };

  return {
    async load(kind) {
      const target = open();
      if (!target) {
        return [];
      }
      // Array keys sort after numbers and strings, so [kind, []] closes the range of one kind.
      const range = IDBKeyRange.bound([kind], [kind, []]);
      return target('readonly', (objectStore) => promisifyRequest<unknown[]>(objectStore.getAll(range)));
    },
    async get(kind, id) {
      const target = open();
      return target?.('readonly', (objectStore) => promisifyRequest<unknown>(objectStore.get([kind, id])));
    },
    put: (kind, id, value) => enqueue({ key: [kind, id], value }),
    remove: (kind, id) => enqueue({ key: [kind, id], remove: true }),
    async flushed() {
      await Promise.resolve();
      await last;
    },
  };
}

export const voteDb = createVoteDb();
