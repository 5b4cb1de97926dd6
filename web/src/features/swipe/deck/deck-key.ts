import type { Language } from '@name-swiper/contract/constants';
import type { DeckFilters } from '../../../api/deck-filters';
import { deckFiltersOf } from '../../../api/deck-filters';
import { detectLanguage } from '../../../i18n/languages';
import { learnedOrderSetting } from '../../../stores/learned-order-store';
import type { FilterPreferences } from '../../../stores/preferences-store';
import { preferencesStore } from '../../../stores/preferences-store';

/** How many names the deck asks for at a time. */
export const DECK_BATCH_SIZE = 60;

/** What a deck is dealt for: the device, its filters and its order. */
export interface DeckKey extends DeckFilters {
  deviceId: string;
  /** The Settings switch of decision 64: the learned order, or plain popularity order. */
  learn: boolean;
  /**
   * The app's language when the deck was dealt: a name's spellings show the one most given in its places, and the
   * cards carry its places' "1 in N" (decisions 93, 99).
   */
  language: Language;
}

/** The deck the device's stored filters and order ask for (or the given ones, as the swipe screen reads them). */
export function deckKeyOf(
  deviceId: string,
  learn: boolean = learnedOrderSetting.get(),
  preferences: FilterPreferences = preferencesStore.get(),
  language: Language = detectLanguage(),
): DeckKey {
  return { deviceId, learn, language, ...deckFiltersOf(preferences) };
}
