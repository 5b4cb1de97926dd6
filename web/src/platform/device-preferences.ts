import { Preferences } from '@capacitor/preferences';
import { readItem, writeItem } from './local-storage';
import { isNativePlatform } from './platform';

/** The device preferences store of spec §3: Capacitor Preferences on native, browser storage on the web. */
export async function getDevicePreference(key: string): Promise<string | null> {
  if (isNativePlatform()) {
    const { value } = await Preferences.get({ key });
    return value;
  }
  return readItem(key);
}

export async function setDevicePreference(key: string, value: string): Promise<void> {
  if (isNativePlatform()) {
    await Preferences.set({ key, value });
    return;
  }
  writeItem(key, value);
}
