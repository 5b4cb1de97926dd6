import { STORAGE_KEYS } from '@name-swiper/contract/constants';
import { check } from '../api/standard-schema';
import { deviceIdSchema } from '../api/wire-schemas';
import { getDevicePreference, setDevicePreference } from './device-preferences';

function randomUuidV4(): string {
  if (typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

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
