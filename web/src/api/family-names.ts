import { APP_DESTINATIONS } from '@name-swiper/contract/constants';
import type { Gender } from '@name-swiper/contract/constants';
import type { FamilyNames } from '@name-swiper/contract/family-names';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { realtimeClient } from './realtime/realtime-client';
import { requireParam } from './required-error';
import { familyNamesSchema } from './wire-schemas';

/** GET /family/names: the names the family added of its own (decision 62), oldest first. */
export function getFamilyNames(deviceId: string | undefined): Promise<FamilyNames> {
  const id = requireParam(deviceId, 'deviceId', 'getFamilyNames');
  return apiRequest('/family/names', familyNamesSchema, { query: { deviceId: id } });
}

export function familyNamesQueryKey(deviceId: string) {
  return ['family-names', deviceId] as const;
}

/** The family's own names; /user/queue/family-names keeps the query current (useFamilySync). */
export function useFamilyNames(deviceId: string) {
  return useQuery({ queryKey: familyNamesQueryKey(deviceId), queryFn: () => getFamilyNames(deviceId) });
}

/** Adds a name of the family's own over STOMP; every member hears the new list, a refusal comes on /user/queue/errors. */
export function addFamilyName(name: string, gender: Gender): void {
  realtimeClient.publish(APP_DESTINATIONS.addFamilyName, { name, gender });
}

/**
 * Puts a catalogue name first in every member's deck (decision 98); every member hears the new list, a refusal (the
 * family's list is full) comes on /user/queue/errors.
 */
export function pickFamilyName(nameId: string): void {
  realtimeClient.publish(APP_DESTINATIONS.pickFamilyName, { nameId });
}

/** Removes one of the family's own names or picks; the votes cast on it stay. */
export function removeFamilyName(nameId: string): void {
  realtimeClient.publish(APP_DESTINATIONS.removeFamilyName, { nameId });
}
