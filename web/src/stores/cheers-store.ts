import { createStore } from './create-store';

export type Cheers = ReadonlyMap<string, readonly string[]>;

/**
 * The supporters who like each name, as a parent last heard it (decision 90): from the vote lists the server answers
 * (each listed name's cheers, none where it carries none) and live from /user/queue/cheers. A name it has not heard
 * of shows the cheers its card came with.
 */
export function createCheersStore() {
  const store = createStore<Cheers>(new Map());
  return {
    get: store.get,
    subscribe: store.subscribe,
    /** What a list from the server says of the names it holds. */
    learn(entries: readonly { nameId: string; cheers?: readonly string[] | undefined }[]): void {
      if (entries.length === 0) {
        return;
      }
      const next = new Map(store.get());
      for (const { nameId, cheers } of entries) {
        next.set(nameId, cheers ?? []);
      }
      store.set(next);
    },
    /** Who cheers the name now, as the server just said. */
    follow(nameId: string, cheers: readonly string[]): void {
      store.set(new Map(store.get()).set(nameId, cheers));
    },
  };
}

export const cheersStore = createCheersStore();
