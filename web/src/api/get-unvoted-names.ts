import type { NameItem } from '@name-swiper/contract/names';
import { apiRequest } from './api-client';
import { requireParam } from './required-error';
import type { UnvotedNamesQuery } from './unvoted-names-query';
import { UNVOTED_NAMES_PATH, unvotedNamesQuery } from './unvoted-names-query';
import { nameItemListSchema } from './wire-schemas';

export interface UnvotedNamesRequest extends Omit<UnvotedNamesQuery, 'deviceId'> {
  deviceId: string | undefined;
}

/** GET /names/unvoted: names this device has not voted on, for the selected filters. */
export function getUnvotedNames({ deviceId, ...request }: UnvotedNamesRequest): Promise<NameItem[]> {
  const id = requireParam(deviceId, 'deviceId', 'getUnvotedNames');
  return apiRequest(UNVOTED_NAMES_PATH, nameItemListSchema, {
    query: unvotedNamesQuery({ deviceId: id, ...request }),
  });
}
