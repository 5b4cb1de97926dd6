import { readItem, writeItem } from './local-storage';
import { isNativePlatform } from './platform';

/**
 * The device preferences store of spec §3: Capacitor Preferences on native, browser storage on the web. Like every
 * Capacitor plugin here, the plugin is imported where it is used, so the web's first screen does not carry it.
 */
export async function getDevicePreference(key: string): Promise<string | null> {
  if (isNativePlatform()) {
    const { Preferences } = await import('@capacitor/preferences');
    const { value } = await Preferences.get({ key });
    return value;
  }
  return readItem(key);
}

export async function setDevicePreference(key: string, value: string): Promise<void> {
  if (isNativePlatform()) {
    const { Preferences } = await import('@capacitor/preferences');
    await Preferences.set({ key, value });
    return;
  }
  writeItem(key, value);
}
