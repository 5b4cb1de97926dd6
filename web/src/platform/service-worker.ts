import { registerSW } from 'virtual:pwa-register';
import { isNativePlatform } from './platform';

/**
 * Registers the service worker that makes the web app installable and usable offline (app shell, fonts, the last
 * deck). The apps carry their files inside the package and need none.
 */
export function registerServiceWorker(): void {
  if (isNativePlatform() || !('serviceWorker' in navigator)) {
    return;
  }
  void registerSW({ immediate: true });
}
