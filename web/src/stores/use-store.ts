import { useSyncExternalStore } from 'react';
import type { Store } from './create-store';

/** A store's value in React: the component renders again when it changes. */
export function useStore<T>(store: Pick<Store<T>, 'get' | 'subscribe'>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
