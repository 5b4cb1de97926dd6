import { useMemo } from 'react';
import { interstitials } from '../../../ads/ads';
import type { DeckFilters } from '../../../api/deck-filters';
import { deckFiltersOf, filtersKey } from '../../../api/deck-filters';
import { getUnvotedNames } from '../../../api/get-unvoted-names';
import { castVote, hasVoted, retractVote } from '../../../api/realtime/voting';
import { useDeviceId } from '../../../platform/device-id-context';
import { useStore } from '../../../stores/create-store';
import { useLearnedOrder } from '../../../stores/learned-order-store';
import { undoHistory } from '../../../stores/undo-history-store';
import { usePreferences } from '../../../stores/use-preferences';
import type { Deck, DeckState } from './deck';
import { createDeck } from './deck';
import { createDeckQueue } from './deck-queue';
import { savedDeck, withSavedDeck } from './saved-deck';

const BATCH_SIZE = 60;

interface DeckKey extends DeckFilters {
  deviceId: string;
  /** The Settings switch of decision 64: the learned order, or plain popularity order. */
  learn: boolean;
}

let cached: { key: string; deck: Deck } | undefined;

/** The order and the filters: a deck dealt in one order is not shown (nor kept for offline) as the other. */
function orderKey({ learn, ...filters }: Omit<DeckKey, 'deviceId'>): string {
  return `${learn ? 'learned' : 'popular'} ${filtersKey(filters)}`;
}

function keyOf({ deviceId, ...order }: DeckKey): string {
  return `${deviceId} ${orderKey(order)}`;
}

function buildDeck({ deviceId, ...filters }: DeckKey): Deck {
  const queue = createDeckQueue({
    fetchNames: withSavedDeck(orderKey(filters), () =>
      getUnvotedNames({ deviceId, ...filters, limit: BATCH_SIZE }),
    ),
    savedNames: () => savedDeck(orderKey(filters)),
    isVoted: hasVoted,
    onRefilled: () => deck.refresh(),
  });
  const deck = createDeck({
    queue,
    undoHistory,
    onVote: castVote,
    onUnvote: retractVote,
    onSwiped: () => interstitials.trigger(),
  });
  void deck.start();
  return deck;
}

/**
 * The deck for the selected filters. It outlives the screen, so leaving for History and coming back keeps the
 * cards; a change of filters (or an empty deck) deals a new one.
 */
function deckFor(key: DeckKey): Deck {
  const id = keyOf(key);
  if (cached?.key === id && cached.deck.get().status !== 'empty') {
    return cached.deck;
  }
  cached?.deck.dispose();
  cached = { key: id, deck: buildDeck(key) };
  return cached.deck;
}

export function useDeck(): { deck: Deck; state: DeckState } {
  const deviceId = useDeviceId();
  const learn = useLearnedOrder();
  const {
    selectedTags,
    selectedGenders,
    tagMatch,
    selectedInitials,
    selectedLengths,
    selectedEras,
    unisexOnly,
  } = usePreferences();
  const deck = useMemo(
    () =>
      deckFor({
        deviceId,
        learn,
        ...deckFiltersOf({
          selectedTags,
          selectedGenders,
          tagMatch,
          selectedInitials,
          selectedLengths,
          selectedEras,
          unisexOnly,
        }),
      }),
    [
      deviceId,
      learn,
      selectedTags,
      selectedGenders,
      tagMatch,
      selectedInitials,
      selectedLengths,
      selectedEras,
      unisexOnly,
    ],
  );
  const state = useStore(deck);
  return { deck, state };
}

/** Tells the deck on screen (or kept for the next visit) the family's own names as the server now lists them. */
export function followFamilyNames(listed: readonly string[]): void {
  void cached?.deck.followFamilyNames(listed);
}
