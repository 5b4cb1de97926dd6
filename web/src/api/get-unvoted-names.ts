import type { Gender } from '@name-swiper/contract/constants';
import type { NameItem } from '@name-swiper/contract/names';
import { nameItemSchema } from '@name-swiper/contract/names';
import { z } from 'zod';
import { apiRequest } from './api-client';
import { requireParam } from './required-error';

export interface UnvotedNamesRequest {
  deviceId: string | undefined;
  tags: readonly string[];
  genders: readonly Gender[];
  limit?: number;
}

/** GET /names/unvoted: names this device has not voted on, for the selected tags and genders. */
export function getUnvotedNames({
  deviceId,
  tags,
  genders,
  limit,
}: UnvotedNamesRequest): Promise<NameItem[]> {
  const id = requireParam(deviceId, 'deviceId', 'getUnvotedNames');
  return apiRequest('/names/unvoted', z.array(nameItemSchema), {
    query: { deviceId: id, tags, genders, limit },
  });
}
