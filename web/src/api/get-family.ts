import type { Family } from '@name-swiper/contract/family';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { FAMILY_PATH } from './family-path';
import { FIRST_RENDER_FRESH_MS } from './query-client';
import { requireParam } from './required-error';
import { familySchema } from './wire-schemas';

/** GET /family: the member display names, the device's own entry first. */
export function getFamily(deviceId: string | undefined): Promise<Family> {
  const id = requireParam(deviceId, 'deviceId', 'getFamily');
  return apiRequest(FAMILY_PATH, familySchema, { query: { deviceId: id } });
}

export function familyQueryKey(deviceId: string) {
  return ['family', deviceId] as const;
}

export function familyQuery(deviceId: string) {
  return queryOptions({
    queryKey: familyQueryKey(deviceId),
    queryFn: () => getFamily(deviceId),
    staleTime: FIRST_RENDER_FRESH_MS,
  });
}

export function useFamily(deviceId: string) {
  return useQuery(familyQuery(deviceId));
}
