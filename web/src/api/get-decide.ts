import type { DecideState } from '@name-swiper/contract/decide';
import { decideStateSchema } from '@name-swiper/contract/decide';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { requireParam } from './required-error';

/** GET /decide: the family's shared likes, each member's ranking of them, ours, and the pairs this device answered. */
export function getDecide(deviceId: string | undefined): Promise<DecideState> {
  const id = requireParam(deviceId, 'deviceId', 'getDecide');
  return apiRequest('/decide', decideStateSchema, { query: { deviceId: id } });
}

/**
 * Under the device's vote lists: the rankings are made of the family's likes, so every refetch of the votes after a
 * match made or ended (and after a family change) refetches them too.
 */
export function decideQueryKey(deviceId: string) {
  return ['votes', deviceId, 'decide'] as const;
}

export function useDecide(deviceId: string) {
  return useQuery({ queryKey: decideQueryKey(deviceId), queryFn: () => getDecide(deviceId) });
}
