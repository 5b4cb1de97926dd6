import type { NameDetail } from '@name-swiper/contract/names';
import { nameDetailSchema } from '@name-swiper/contract/names';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { nameDetailPath } from './name-detail-path';
import { requireParam } from './required-error';

/** GET /names/{name}: one name's details, or null when the lookup fails (spec §7.1). */
export async function getName(name: string | undefined): Promise<NameDetail | null> {
  const value = requireParam(name, 'name', 'getName');
  try {
    return await apiRequest(nameDetailPath(value), nameDetailSchema);
  } catch {
    return null;
  }
}

export function useName(name: string) {
  return useQuery({ queryKey: ['name', name.toLowerCase()], queryFn: () => getName(name) });
}
