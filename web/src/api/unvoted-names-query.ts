import type { Language } from '@name-swiper/contract/constants';
import type { QueryValue } from './api-url';
import type { DeckFilters } from './deck-filters';
import { deckFilterQuery } from './deck-filters';

export const UNVOTED_NAMES_PATH = '/names/unvoted';

export interface UnvotedNamesQuery extends DeckFilters {
  deviceId: string;
  limit?: number;
  /** false: plain popularity order instead of the learned order (decision 64); sent only when false. */
  learn?: boolean;
  /**
   * The app's language: a name's spellings show the one most given in its places (decision 93), and the cards carry
   * the "1 in N" of its places after the filters' places (decision 99).
   */
  language?: Language;
}

/** GET /names/unvoted's parameters; the entry's early deck request and the deck build the same address from them. */
export function unvotedNamesQuery({
  deviceId,
  limit,
  learn,
  language,
  ...filters
}: UnvotedNamesQuery): Record<string, QueryValue> {
  return {
    deviceId,
    ...deckFilterQuery(filters),
    limit,
    learn: learn === false ? 'false' : undefined,
    language,
  };
}
