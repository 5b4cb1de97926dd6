import type { FamilyMatches } from '@name-swiper/contract/family';
import { familyMatchesSchema } from '@name-swiper/contract/family';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { familyMatchesQueryKey } from './family-matches-key';
import { requireParam } from './required-error';

/** GET /family/matches: the parents' matches as a supporter sees them, once a parent shares them (decision 91). */
export function getFamilyMatches(deviceId: string | undefined): Promise<FamilyMatches> {
  const id = requireParam(deviceId, 'deviceId', 'getFamilyMatches');
  return apiRequest('/family/matches', familyMatchesSchema, { query: { deviceId: id } });
}

export function useFamilyMatches(deviceId: string, enabled = true) {
  return useQuery({
    queryKey: familyMatchesQueryKey(deviceId),
    queryFn: () => getFamilyMatches(deviceId),
    enabled,
  });
}
