import { STORAGE_KEYS } from '@name-swiper/contract/constants';
import { check } from '../api/standard-schema';
import { deviceIdSchema } from '../api/wire-schemas';
import { getDevicePreference, setDevicePreference } from './device-preferences';
import { randomUuidV4 } from './random-uuid';

/** The device identifier (spec §3 `local_uuid`): read from the device preferences, created when absent or invalid. */
export async function loadDeviceId(): Promise<string> {
  const stored = await getDevicePreference(STORAGE_KEYS.deviceId);
  const parsed = check(deviceIdSchema, stored);
  if (!parsed.issues) {
    return parsed.value;
  }
  const created = randomUuidV4();
  await setDevicePreference(STORAGE_KEYS.deviceId, created);
  return created;
}
