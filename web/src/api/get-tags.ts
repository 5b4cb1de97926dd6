import type { TagCount } from '@name-swiper/contract/tags';
import { tagCountSchema } from '@name-swiper/contract/tags';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './api-client';
import { requireParam } from './required-error';

/** GET /tags: every tag with the number of names this device has not voted on yet. */
export function getTags(deviceId: string | undefined): Promise<TagCount[]> {
  const id = requireParam(deviceId, 'deviceId', 'getTags');
  return apiRequest('/tags', z.array(tagCountSchema), { query: { deviceId: id } });
}

export function useTags(deviceId: string) {
  return useQuery({ queryKey: ['tags', deviceId], queryFn: () => getTags(deviceId) });
}
