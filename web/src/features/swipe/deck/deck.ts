import { CARD_TRANSITION_MS } from '@name-swiper/contract/constants';
import type { NameItem } from '@name-swiper/contract/names';
import { isAdItem } from '../../../ads/ad-item';
import { createStore } from '../../../stores/create-store';
import type { DeckItem, SwipeDirection, UndoHistory } from '../../../stores/undo-history-store';
import type { VoteValue } from '../../../stores/votes-store';
import type { DeckQueue } from './deck-queue';
import { cardKeyOf, sameName, withSpelling } from './spellings';

export type DeckStatus = 'loading' | 'ready' | 'empty';

export interface DeckState {
  status: DeckStatus;
  current: DeckItem | undefined;
  next: DeckItem | undefined;
  /** The card that left last and its side, for the exit animation. */
  exit: { key: string; direction: SwipeDirection } | undefined;
  /** Set for 400 ms after an undo: the side the restored card comes back from. */
  undoDirection: SwipeDirection | undefined;
}

export interface DeckOptions {
  queue: DeckQueue;
  undoHistory: UndoHistory;
  onVote: (item: NameItem, vote: VoteValue) => void;
  onUnvote: (nameId: string) => void;
  onSwiped?: () => void;
  transitionMs?: number;
}

/** A card's key: an ad's slot, or the name's whatever spelling it shows. */
export function itemKey(item: DeckItem): string {
  return isAdItem(item) ? `ad-${item.ad.slot}` : cardKeyOf(item);
}

const isCardOf = (item: DeckItem | undefined, name: NameItem): item is NameItem =>
  item !== undefined && !isAdItem(item) && sameName(item, name);

const directionOf = (vote: VoteValue): SwipeDirection => (vote === 'like' ? 'right' : 'left');

/** The swipe deck of spec §4: current and next card, swipes, undo and votes from the list view. */
export function createDeck({
  queue,
  undoHistory,
  onVote,
  onUnvote,
  onSwiped,
  transitionMs = CARD_TRANSITION_MS,
}: DeckOptions) {
  const state = createStore<DeckState>({
    status: 'loading',
    current: undefined,
    next: undefined,
    exit: undefined,
    undoDirection: undefined,
  });
  let undoTimer: ReturnType<typeof setTimeout> | undefined;
  let started = false;

  const update = (patch: Partial<DeckState>) => {
    const merged = { ...state.get(), ...patch };
    const status: DeckStatus = merged.current
      ? 'ready'
      : queue.isRefilling() || !started
        ? 'loading'
        : 'empty';
    state.set({ ...merged, status });
  };

  /** Fills empty slots once names arrive (first load, or a refill that was still on its way). */
  const fillSlots = () => {
    const { current, next } = state.get();
    const filledCurrent = current ?? next ?? queue.draw();
    const filledNext = (current ? next : undefined) ?? queue.draw();
    update({ current: filledCurrent, next: filledNext });
  };

  const advance = (item: DeckItem, direction: SwipeDirection) => {
    undoHistory.push({ item, direction });
    if (!isAdItem(item)) {
      onVote(item, direction === 'right' ? 'like' : 'dislike');
    }
    onSwiped?.();
  };

  return {
    get: state.get,
    subscribe: state.subscribe,
    async start(): Promise<void> {
      started = true;
      // The refill first: while the first names are on their way the deck is loading, not out of names.
      const refilled = queue.refill();
      update({});
      await refilled;
      fillSlots();
    },
    /** Fills empty slots after a refill; called by the queue. */
    refresh: fillSlots,
    /** Right = like, left = dislike; an ad card leaves without a vote. */
    swipe(direction: SwipeDirection): void {
      const { current, next } = state.get();
      if (!current) {
        return;
      }
      advance(current, direction);
      update({ current: next, next: queue.draw(), exit: { key: itemKey(current), direction } });
    },
    undo(): void {
      const entry = undoHistory.pop();
      if (!entry) {
        return;
      }
      const { current, next } = state.get();
      if (next) {
        queue.putBack(next);
      }
      if (!isAdItem(entry.item)) {
        onUnvote(entry.item.id);
      }
      clearTimeout(undoTimer);
      update({ current: entry.item, next: current, exit: undefined, undoDirection: entry.direction });
      undoTimer = setTimeout(() => update({ undoDirection: undefined }), transitionMs);
    },
    /** A vote from the list view: the name leaves the list; if it was the current or next card, the deck advances. */
    voteFromList(item: NameItem, vote: VoteValue): void {
      const { current, next } = state.get();
      const direction = directionOf(vote);
      if (isCardOf(current, item)) {
        update({ current: item });
        this.swipe(direction);
        return;
      }
      advance(item, direction);
      if (isCardOf(next, item)) {
        update({ next: queue.draw() });
        return;
      }
      queue.remove(item.id);
      update({});
    },
    /**
     * Shows a card in another of its spellings (decision 93), wherever it is: on top, behind or in the list. A vote
     * on it is then a vote on that spelling.
     */
    pickSpelling(item: NameItem, spellingId: string): void {
      const picked = withSpelling(item, spellingId);
      const { current, next } = state.get();
      if (isCardOf(current, item)) {
        update({ current: picked });
      } else if (isCardOf(next, item)) {
        update({ next: picked });
      } else {
        queue.replace(picked);
        update({});
      }
    },
    /** The names of the list view: current, next and the queued names, ads left out. */
    listNames(): NameItem[] {
      const { current, next } = state.get();
      return [current, next, ...queue.names()].filter(
        (item): item is NameItem => item !== undefined && !isAdItem(item),
      );
    },
    /** A partner's fresh like (decision 74): dealt within a few cards, unless it was dealt or voted on before. */
    dealSoon: (name: NameItem): void => queue.dealSoon(name),
    /** The family's own names changed (decision 62): new ones come next, removed ones leave the queue. */
    followFamilyNames: (listed: readonly string[]): Promise<void> => queue.followFamilyNames(listed),
    dispose(): void {
      clearTimeout(undoTimer);
    },
  };
}

export type Deck = ReturnType<typeof createDeck>;
