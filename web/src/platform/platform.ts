import { Capacitor } from '@capacitor/core';

export type PlatformName = 'android' | 'ios' | 'web';

/** Which platform the app runs on (spec §1): android, ios or web. */
export function currentPlatform(): PlatformName {
  const platform = Capacitor.getPlatform();
  return platform === 'android' || platform === 'ios' ? platform : 'web';
}

export function isNativePlatform(): boolean {
  return currentPlatform() !== 'web';
}
