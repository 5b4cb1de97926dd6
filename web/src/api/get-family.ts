import type { Family } from '@name-swiper/contract/family';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { requireParam } from './required-error';
import { familySchema } from './wire-schemas';

/** GET /family: the member display names, the device's own entry first. */
export function getFamily(deviceId: string | undefined): Promise<Family> {
  const id = requireParam(deviceId, 'deviceId', 'getFamily');
  return apiRequest('/family', familySchema, { query: { deviceId: id } });
}

export function familyQueryKey(deviceId: string) {
  return ['family', deviceId] as const;
}

export function useFamily(deviceId: string) {
  return useQuery({ queryKey: familyQueryKey(deviceId), queryFn: () => getFamily(deviceId) });
}
