import { STORAGE_KEYS } from '@name-swiper/contract/constants';
import { createContext, useContext } from 'react';
import { readItem, removeItem, writeItem } from '../platform/local-storage';
import { createStore } from './create-store';
import { useStore } from './use-store';

/**
 * A last name this device tries out on the name detail screen (a double barrel, the partner's) without changing the
 * family's or its own: kept on the device until it is stopped, shown only where the preview control says so.
 */
export function createLastNamePreviewStore() {
  const store = createStore<string | null>(readItem(STORAGE_KEYS.lastNamePreview));
  return {
    get: store.get,
    subscribe: store.subscribe,
    preview(lastName: string): void {
      writeItem(STORAGE_KEYS.lastNamePreview, lastName);
      store.set(lastName);
    },
    stop(): void {
      removeItem(STORAGE_KEYS.lastNamePreview);
      store.set(null);
    },
  };
}

export const lastNamePreviewStore = createLastNamePreviewStore();

/** Whether the screen shows the device's preview last name instead of the family's (the name detail screen does). */
export const LastNamePreviewScope = createContext(false);

/** The preview last name where the screen shows it, else null. */
export function useLastNamePreview(): string | null {
  const inScope = useContext(LastNamePreviewScope);
  const preview = useStore(lastNamePreviewStore);
  return inScope ? preview : null;
}
