import type { NameItem } from '@name-swiper/contract/names';
import { apiRequest } from './api-client';
import type { DeckFilters } from './deck-filters';
import { deckFilterQuery } from './deck-filters';
import { requireParam } from './required-error';
import { nameItemListSchema } from './wire-schemas';

export interface UnvotedNamesRequest extends DeckFilters {
  deviceId: string | undefined;
  limit?: number;
  /** false: plain popularity order instead of the learned order (decision 64); sent only when false. */
  learn?: boolean;
}

/** GET /names/unvoted: names this device has not voted on, for the selected filters. */
export function getUnvotedNames({
  deviceId,
  limit,
  learn,
  ...filters
}: UnvotedNamesRequest): Promise<NameItem[]> {
  const id = requireParam(deviceId, 'deviceId', 'getUnvotedNames');
  return apiRequest('/names/unvoted', nameItemListSchema, {
    query: { deviceId: id, ...deckFilterQuery(filters), limit, learn: learn === false ? 'false' : undefined },
  });
}
