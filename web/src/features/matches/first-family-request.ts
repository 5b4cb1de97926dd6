import { buildUrl } from '../../api/api-url';
import { startEarlyRequest } from '../../api/early-requests';
import { FAMILY_PATH } from '../../api/family-path';
import { isNativePlatform } from '../../platform/platform';
import { storedWebDeviceId } from '../../platform/web-device-id';

/** The Matches screen's path. */
export const MATCHES_PATH = '/matches';

/**
 * Opened directly at Matches on the web, asks who the family is from the entry script, so that the answer travels
 * while the app's code is still on its way; the screen takes it before its first render. The apps read their device
 * id asynchronously and load their code from the device, so they ask when the screen is prepared.
 */
export function requestFirstFamily(pathname: string = window.location.pathname): void {
  if (!isNativePlatform() && pathname === MATCHES_PATH) {
    startEarlyRequest(buildUrl(FAMILY_PATH, { deviceId: storedWebDeviceId() }));
  }
}
