import type { NameSuggestion } from '@name-swiper/contract/name-suggestions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiRequest } from './api-client';
import { genderSchema } from './wire-schemas';

/** The contract's suggestion list in valibot: the sidebar is on the first screen, which carries no zod. */
const nameSuggestionsSchema: v.GenericSchema<NameSuggestion[]> = v.array(
  v.object({ name: v.string(), gender: genderSchema }),
);

/** GET /name-suggestions: catalogue names that begin with `prefix`, most popular first (the server's default count). */
export function getNameSuggestions(prefix: string): Promise<NameSuggestion[]> {
  return apiRequest('/name-suggestions', nameSuggestionsSchema, { query: { prefix } });
}

/** Suggestions for what the parent has typed; the last ones stay while the next are on their way. */
export function useNameSuggestions(prefix: string) {
  const typed = prefix.trim();
  return useQuery({
    queryKey: ['name-suggestions', typed.toLowerCase()],
    queryFn: () => getNameSuggestions(typed),
    enabled: typed.length > 0,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}
