import { readItem, writeItem } from '../platform/local-storage';
import { createStore } from './create-store';

/** Local storage key of the switch between the learned deck order and plain popularity order (this device only). */
export const LEARNED_ORDER_KEY = 'learned-order';

/** The deck learns from this device's votes (decision 64) unless the user turned it off in Settings. */
export function createLearnedOrderSetting() {
  const store = createStore<boolean>(readItem(LEARNED_ORDER_KEY) !== 'false');
  return {
    get: store.get,
    subscribe: store.subscribe,
    set(learn: boolean): void {
      writeItem(LEARNED_ORDER_KEY, String(learn));
      store.set(learn);
    },
  };
}

export const learnedOrderSetting = createLearnedOrderSetting();
