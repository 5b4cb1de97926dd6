import { useCallback, useState } from 'react';
import { useAwaitingConnection } from '../../api/realtime/use-awaiting-connection';
import { useTranslation } from '../../i18n/use-translation';
import { useStore } from '../../stores/use-store';
import type { SwipeDirection } from '../../stores/undo-history-store';
import { undoHistory } from '../../stores/undo-history-store';
import { CardStack } from './components/card-stack';
import { DeckAnnouncer } from './components/deck-announcer';
import { DeckSkeleton } from './components/deck-skeleton';
import { EmptyDeck } from './components/empty-deck';
import { FiltersOnChip } from './components/filters-on-chip';
import { PartnerNudgeWhenDue } from './components/partner-nudge-when-due';
import { ListView } from './components/list-view';
import type { DeckView } from './components/swipe-toolbar';
import { SwipeToolbar } from './components/swipe-toolbar';
import { VoteButtons } from './components/vote-buttons';
import { useDeck } from './deck/use-deck';
import { useSwipeKeys } from './use-swipe-keys';

/**
 * The swipe keys, off while the 'Loading...' overlay covers the card: the keys must not vote on a card nobody sees.
 * A component of its own, so that the connection coming and going does not render the whole screen again.
 */
function SwipeKeys({ enabled, onSwipe, onUndo }: SwipeKeysProps) {
  const awaiting = useAwaitingConnection();
  useSwipeKeys(enabled && !awaiting, onSwipe, onUndo);
  return null;
}

interface SwipeKeysProps {
  enabled: boolean;
  onSwipe: (direction: SwipeDirection) => void;
  onUndo: () => void;
}

/** The vote buttons, off until a card is ready and while the 'Loading...' overlay covers it. */
function ConnectedVoteButtons({
  ready,
  onVote,
}: {
  ready: boolean;
  onVote: (direction: SwipeDirection) => void;
}) {
  return <VoteButtons disabled={useAwaitingConnection() || !ready} onVote={onVote} />;
}

/** The swipe screen of spec §2.3 (/ and /baby). */
export function SwipeScreen() {
  const { t } = useTranslation();
  const { deck, state } = useDeck();
  const history = useStore(undoHistory);
  const [view, setView] = useState<DeckView>('swipe');
  const swipe = useCallback((direction: SwipeDirection) => deck.swipe(direction), [deck]);
  const undo = useCallback(() => deck.undo(), [deck]);
  const swipeView = view === 'swipe';

  return (
    <section className="flex flex-1 flex-col" aria-labelledby="swipe-title">
      <SwipeKeys enabled={swipeView} onSwipe={swipe} onUndo={undo} />
      <h1 id="swipe-title" className="sr-only">
        {t('swipe.title')}
      </h1>
      <SwipeToolbar
        canUndo={history.length > 0}
        onUndo={undo}
        view={view}
        onToggleView={() => setView((current) => (current === 'swipe' ? 'list' : 'swipe'))}
      />
      <FiltersOnChip />
      <PartnerNudgeWhenDue />
      {view === 'list' && state.status === 'empty' && <EmptyDeck />}
      {view === 'list' && state.status !== 'empty' && (
        <ListView
          loading={state.status === 'loading'}
          names={deck.listNames()}
          onVote={(item, vote) => deck.voteFromList(item, vote)}
          onPickSpelling={(item, spellingId) => deck.pickSpelling(item, spellingId)}
        />
      )}
      {swipeView && (
        <div className="flex flex-1 flex-col justify-center pb-2">
          {state.status === 'loading' && <DeckSkeleton />}
          {state.status === 'empty' && <EmptyDeck />}
          {state.status === 'ready' && (
            <CardStack
              state={state}
              onSwipe={swipe}
              onPickSpelling={(item, spellingId) => deck.pickSpelling(item, spellingId)}
            />
          )}
          <DeckAnnouncer state={state} />
          <ConnectedVoteButtons ready={state.status === 'ready'} onVote={swipe} />
          <p className="mt-4 hidden text-center text-sm text-ink-muted [@media(hover:hover)]:block">
            {t('swipe.keyboardHint')}
          </p>
        </div>
      )}
    </section>
  );
}
