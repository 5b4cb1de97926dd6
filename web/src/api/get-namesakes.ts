import type { Language } from '@name-swiper/contract/constants';
import { NAMESAKES_PAGE } from '@name-swiper/contract/constants';
import type { Namesakes } from '@name-swiper/contract/namesakes';
import { namesakesSchema } from '@name-swiper/contract/namesakes';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export interface NamesakesRequest {
  name: string;
  language: Language;
  /** The parent's filter tags: their places come first in each name's "1 in N". */
  tags: readonly string[];
}

/** GET /namesakes: a name's relatives from `offset` on, one page (decision 97). */
export function getNamesakes({ name, language, tags }: NamesakesRequest, offset: number): Promise<Namesakes> {
  return apiRequest('/namesakes', namesakesSchema, {
    query: { name, language, tags: [...new Set(tags)], offset, limit: NAMESAKES_PAGE },
  });
}

/** The pages of a name's relatives asked for so far; none until a name is asked for. */
export function useNamesakes(request: NamesakesRequest | undefined) {
  return useInfiniteQuery({
    queryKey: ['namesakes', request?.name, request?.language, request?.tags] as const,
    queryFn: ({ pageParam }) => getNamesakes(request ?? { name: '', language: 'en', tags: [] }, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.namesakes.length, 0);
      return last.namesakes.length > 0 && loaded < last.total ? loaded : undefined;
    },
    enabled: request !== undefined,
    // A switch of language asks again (each name's language and places change): the list stays meanwhile.
    placeholderData: keepPreviousData,
  });
}
