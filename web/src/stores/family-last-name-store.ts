import { STORAGE_KEYS } from '@name-swiper/contract/constants';
import { readItem, removeItem, writeItem } from '../platform/local-storage';
import { createStore } from './create-store';

/**
 * The last name the device's family shares (decision 58): null when the device is alone or its family has none, and
 * then every full-name preview shows the device's own (user-last-name). The server's value arrives at each connect
 * and live on /user/queue/family-last-name; the last one heard is kept so that the first paint already shows it.
 */
export function createFamilyLastNameStore() {
  const store = createStore<string | null>(readItem(STORAGE_KEYS.familyLastName));
  return {
    get: store.get,
    subscribe: store.subscribe,
    /** Takes the family's last name as the server says it is. */
    follow(lastName: string | null): void {
      if (lastName === null) {
        removeItem(STORAGE_KEYS.familyLastName);
      } else {
        writeItem(STORAGE_KEYS.familyLastName, lastName);
      }
      store.set(lastName);
    },
  };
}

export const familyLastNameStore = createFamilyLastNameStore();
