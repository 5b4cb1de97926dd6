import type { TagCount } from '@name-swiper/contract/tags';
import { tagCountSchema } from '@name-swiper/contract/tags';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './api-client';
import type { DeckFilters } from './deck-filters';
import { deckFilterQuery, filtersKey } from './deck-filters';
import { requireParam } from './required-error';

/** GET /tags: every tag with the number of names the deck would deal with it under these filters. */
export function getTags(deviceId: string | undefined, filters: DeckFilters): Promise<TagCount[]> {
  const id = requireParam(deviceId, 'deviceId', 'getTags');
  return apiRequest('/tags', z.array(tagCountSchema), {
    query: { deviceId: id, ...deckFilterQuery(filters) },
  });
}

export function useTags(deviceId: string, filters: DeckFilters) {
  return useQuery({
    queryKey: ['tags', deviceId, filtersKey(filters)],
    queryFn: () => getTags(deviceId, filters),
    // The counts of the previous choice stay on screen while the new ones load, so the chips do not flicker.
    placeholderData: (previous) => previous,
  });
}
