import type { NameDetail } from '@name-swiper/contract/names';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { FIRST_RENDER_FRESH_MS } from './query-client';
import { nameDetailPath } from './name-detail-path';
import { requireParam } from './required-error';
import { nameDetailSchema } from './name-detail-schema';

/** GET /names/{name}: one name's details, or null when the lookup fails (spec §7.1). */
export async function getName(name: string | undefined): Promise<NameDetail | null> {
  const value = requireParam(name, 'name', 'getName');
  try {
    return await apiRequest(nameDetailPath(value), nameDetailSchema);
  } catch {
    return null;
  }
}

export function nameQuery(name: string) {
  return queryOptions({
    queryKey: ['name', name.toLowerCase()],
    queryFn: () => getName(name),
    staleTime: FIRST_RENDER_FRESH_MS,
  });
}

export function useName(name: string) {
  return useQuery(nameQuery(name));
}
