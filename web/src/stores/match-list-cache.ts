import type { Vote } from '@name-swiper/contract/votes';
import type { UseStore } from 'idb-keyval';
import { createStore, get, set } from 'idb-keyval';
import { check } from '../api/standard-schema';
import { voteListSchema } from '../api/wire-schemas';

/**
 * The last match list the server returned, per device id, in IndexedDB, so that Matches has a list to show when
 * the server cannot be reached. A database of its own: idb-keyval creates a store only with its database, so it
 * cannot add one to the vote record's. Without IndexedDB nothing is kept and nothing is found.
 */
export function createMatchListCache(dbName = 'name-swiper-matches') {
  let store: UseStore | undefined;

  const open = (): UseStore | undefined => {
    if (typeof indexedDB === 'undefined') {
      return undefined;
    }
    store ??= createStore(dbName, 'lists');
    return store;
  };

  return {
    async save(deviceId: string, matches: Vote[]): Promise<void> {
      const target = open();
      if (target) {
        await set(deviceId, matches, target).catch((error: unknown) =>
          console.warn('[matches] could not store the match list', error),
        );
      }
    },
    /** The stored list, unless there is none or an older version stored another shape. */
    async load(deviceId: string): Promise<Vote[] | undefined> {
      const target = open();
      if (!target) {
        return undefined;
      }
      const saved = check(voteListSchema, await get(deviceId, target).catch(() => undefined));
      return saved.issues ? undefined : saved.value;
    },
  };
}

export const matchListCache = createMatchListCache();
