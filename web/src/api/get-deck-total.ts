import type { UnvotedCount } from '@name-swiper/contract/names';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiRequest } from './api-client';
import type { DeckFilters } from './deck-filters';
import { deckFilterQuery, filtersKey } from './deck-filters';
import { requireParam } from './required-error';
import { integer } from './wire-schemas';

/** The contract's count in valibot: the swipe screen's filters chip asks for it, and the first screen has no zod. */
const unvotedCountSchema: v.GenericSchema<UnvotedCount> = v.object({ remaining: integer });

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
