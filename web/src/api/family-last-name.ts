import { APP_DESTINATIONS } from '@name-swiper/contract/constants';
import type { FamilyLastName } from '@name-swiper/contract/family';
import { apiRequest } from './api-client';
import { realtimeClient } from './realtime/realtime-client';
import { requireParam } from './required-error';
import { familyLastNameSchema } from './wire-schemas';

/** GET /family/last-name: the last name the family shares; null when it has none or the device is alone. */
export function getFamilyLastName(deviceId: string | undefined): Promise<FamilyLastName> {
  const id = requireParam(deviceId, 'deviceId', 'getFamilyLastName');
  return apiRequest('/family/last-name', familyLastNameSchema, { query: { deviceId: id } });
}

/** Sets the family's last name over STOMP; every member hears the new one on /user/queue/family-last-name. */
export function setFamilyLastName(lastName: string): void {
  realtimeClient.publish(APP_DESTINATIONS.familyLastName, { lastName });
}
