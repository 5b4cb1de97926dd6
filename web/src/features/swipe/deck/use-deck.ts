import type { PartnerLikeMessage } from '@name-swiper/contract/realtime';
import { useMemo } from 'react';
import { interstitials } from '../../../ads/ads';
import { filtersKey } from '../../../api/deck-filters';
import { getUnvotedNames } from '../../../api/get-unvoted-names';
import { castVote, hasVoted, retractVote } from '../../../api/realtime/voting';
import { useDeviceId } from '../../../platform/device-id-context';
import { learnedOrderSetting } from '../../../stores/learned-order-store';
import { preferencesStore } from '../../../stores/preferences-store';
import { undoHistory } from '../../../stores/undo-history-store';
import { useStore } from '../../../stores/use-store';
import { votesStore } from '../../../stores/votes-store';
import type { Deck, DeckState } from './deck';
import { createDeck } from './deck';
import type { DeckKey } from './deck-key';
import { DECK_BATCH_SIZE, deckKeyOf } from './deck-key';
import { createDeckQueue } from './deck-queue';
import { passesDeckFilters } from './partner-like-filter';
import { savedDeck, withSavedDeck } from './saved-deck';

let cached: { key: string; deck: Deck; filters: DeckKey } | undefined;

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
      getUnvotedNames({ deviceId, ...filters, limit: DECK_BATCH_SIZE }),
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
    maybeState: (nameId) =>
      votesStore.isDueMaybe(nameId) ? 'due' : votesStore.voteOf(nameId) === 'maybe' ? 'waiting' : 'gone',
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
  cached = { key: id, deck: buildDeck(key), filters: key };
  return cached.deck;
}

/**
 * Deals the deck before the swipe screen renders (boot does this on the swipe screen's paths), so its first
 * request travels while the app's code still runs; the screen then finds the same deck. Resolves once the deck
 * has its first cards (or knows it has none).
 */
export function dealDeck(deviceId: string): Promise<void> {
  const deck = deckFor(deckKeyOf(deviceId));
  return new Promise((resolve) => {
    const dealt = () => {
      if (deck.get().status !== 'loading') {
        stop();
        resolve();
      }
    };
    const stop = deck.subscribe(dealt);
    dealt();
  });
}

export function useDeck(): { deck: Deck; state: DeckState } {
  const deviceId = useDeviceId();
  const learn = useStore(learnedOrderSetting);
  const preferences = useStore(preferencesStore);
  const deck = useMemo(
    () => deckFor(deckKeyOf(deviceId, learn, preferences)),
    [deviceId, learn, preferences],
  );
  const state = useStore(deck);
  return { deck, state };
}

/**
 * Deals a partner's fresh like (decision 74) in the deck on screen or kept for the next visit, where its filters
 * would deal it; without a deck yet, the first one deals the partners' likes early anyway.
 */
export function dealPartnerLike(like: PartnerLikeMessage): void {
  if (cached && passesDeckFilters(like, cached.filters)) {
    cached.deck.dealSoon(like.name);
  }
}

/** Tells the deck on screen (or kept for the next visit) the family's own names as the server now lists them. */
export function followFamilyNames(listed: readonly string[]): void {
  void cached?.deck.followFamilyNames(listed);
}
