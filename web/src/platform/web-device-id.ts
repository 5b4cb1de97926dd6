import { STORAGE_KEYS } from '@name-swiper/contract/constants';
import { readItem, writeItem } from './local-storage';
import { randomUuidV4 } from './random-uuid';

/**
 * The web's device id as it is stored, created now when there is none: the entry script needs it before the
 * app's code (and loadDeviceId, which also replaces a stored id that is not a UUID) has arrived.
 */
export function storedWebDeviceId(): string {
  const stored = readItem(STORAGE_KEYS.deviceId);
  if (stored !== null) {
    return stored;
  }
  const created = randomUuidV4();
  writeItem(STORAGE_KEYS.deviceId, created);
  return created;
}
