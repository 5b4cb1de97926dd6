import { readItem, writeItem } from '../platform/local-storage';
import { createStore } from '../stores/create-store';
import { useStore } from '../stores/use-store';

/** Local storage key of the one switch that turns every ad off (this device only; not synced). */
export const ADS_ENABLED_KEY = 'ads-enabled';

/** The ads switch of Settings: ads are on unless the user turned them off. */
export function createAdsSetting() {
  const store = createStore<boolean>(readItem(ADS_ENABLED_KEY) !== 'false');
  return {
    get: store.get,
    subscribe: store.subscribe,
    set(enabled: boolean): void {
      writeItem(ADS_ENABLED_KEY, String(enabled));
      store.set(enabled);
    },
  };
}

export type AdsSetting = ReturnType<typeof createAdsSetting>;

export const adsSetting = createAdsSetting();

export function useAdsEnabled(): boolean {
  return useStore(adsSetting);
}
