import type { Gender } from '@name-swiper/contract/constants';
import { useMemo } from 'react';
import { interstitials } from '../../../ads/ads';
import { getUnvotedNames } from '../../../api/get-unvoted-names';
import { castVote, retractVote } from '../../../api/realtime/voting';
import { useDeviceId } from '../../../platform/device-id-context';
import { useStore } from '../../../stores/create-store';
import { undoHistory } from '../../../stores/undo-history-store';
import { usePreferences } from '../../../stores/use-preferences';
import { votesStore } from '../../../stores/votes-store';
import type { Deck, DeckState } from './deck';
import { createDeck } from './deck';
import { createDeckQueue } from './deck-queue';

const BATCH_SIZE = 60;

interface DeckKey {
  deviceId: string;
  tags: readonly string[];
  genders: readonly Gender[];
}

let cached: { key: string; deck: Deck } | undefined;

function keyOf({ deviceId, tags, genders }: DeckKey): string {
  return JSON.stringify([deviceId, [...tags].sort(), [...genders].sort()]);
}

function buildDeck({ deviceId, tags, genders }: DeckKey): Deck {
  const queue = createDeckQueue({
    fetchNames: () => getUnvotedNames({ deviceId, tags, genders, limit: BATCH_SIZE }),
    isVoted: (nameId) => votesStore.voteOf(nameId) !== undefined,
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
  const { selectedTags, selectedGenders } = usePreferences();
  const deck = useMemo(
    () => deckFor({ deviceId, tags: selectedTags, genders: selectedGenders }),
    [deviceId, selectedTags, selectedGenders],
  );
  const state = useStore(deck);
  return { deck, state };
}
