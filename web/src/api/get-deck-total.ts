import type { UnvotedCount } from '@name-swiper/contract/names';
import { unvotedCountSchema } from '@name-swiper/contract/names';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import type { DeckFilters } from './deck-filters';
import { deckFilterQuery, filtersKey } from './deck-filters';
import { requireParam } from './required-error';

/** GET /names/unvoted/count: how many names the deck will deal with these filters. */
export function getDeckTotal(deviceId: string | undefined, filters: DeckFilters): Promise<UnvotedCount> {
  const id = requireParam(deviceId, 'deviceId', 'getDeckTotal');
  return apiRequest('/names/unvoted/count', unvotedCountSchema, {
    query: { deviceId: id, ...deckFilterQuery(filters) },
  });
}

export function useDeckTotal(deviceId: string, filters: DeckFilters) {
  return useQuery({
    queryKey: ['deck-total', deviceId, filtersKey(filters)],
    queryFn: () => getDeckTotal(deviceId, filters),
  });
}
