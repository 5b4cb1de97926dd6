import type { NameItem } from '@name-swiper/contract/names';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isAdItem } from '../../../ads/ad-item';
import { createUndoHistory } from '../../../stores/undo-history-store';
import type { DeckItem } from '../../../stores/undo-history-store';
import { createDeck } from './deck';
import { createDeckQueue } from './deck-queue';

const NAMES: NameItem[] = ['Emma', 'Noah', 'Mila', 'Liam', 'Sara', 'Finn', 'Julia', 'Daan'].map((name) => ({
  id: name.toLowerCase(),
  name,
  gender: 'N',
  tags: [],
  popularIn: [],
  originLanguages: [],
}));

const idOf = (item: DeckItem | undefined) =>
  item === undefined ? undefined : isAdItem(item) ? 'ad' : item.id;

async function startedDeck() {
  const onVote = vi.fn();
  const onUnvote = vi.fn();
  const onSwiped = vi.fn();
  const queue = createDeckQueue({ fetchNames: async () => NAMES, lowWater: 0 });
  const deck = createDeck({ queue, undoHistory: createUndoHistory(), onVote, onUnvote, onSwiped });
  await deck.start();
  return { deck, onVote, onUnvote, onSwiped };
}

describe('deck', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts with the current card and the next one', async () => {
    const { deck } = await startedDeck();
    expect(deck.get().status).toBe('ready');
    expect(idOf(deck.get().current)).toBe('emma');
    expect(idOf(deck.get().next)).toBe('noah');
  });

  it('right is like and left is dislike; the next card becomes current', async () => {
    const { deck, onVote, onSwiped } = await startedDeck();
    deck.swipe('right');
    expect(onVote).toHaveBeenLastCalledWith(NAMES[0], 'like');
    expect(idOf(deck.get().current)).toBe('noah');
    expect(deck.get().exit).toEqual({ key: 'emma', direction: 'right' });
    deck.swipe('left');
    expect(onVote).toHaveBeenLastCalledWith(NAMES[1], 'dislike');
    expect(onSwiped).toHaveBeenCalledTimes(2);
  });

  it('undo restores the last card from the side it left, removes its vote, and clears the indicator after 400 ms', async () => {
    const { deck, onUnvote } = await startedDeck();
    deck.swipe('left');
    deck.undo();
    expect(onUnvote).toHaveBeenCalledWith('emma');
    expect(idOf(deck.get().current)).toBe('emma');
    expect(idOf(deck.get().next)).toBe('noah');
    expect(deck.get().undoDirection).toBe('left');
    vi.advanceTimersByTime(400);
    expect(deck.get().undoDirection).toBeUndefined();
    deck.swipe('right');
    expect(idOf(deck.get().next)).toBe('mila');
  });

  it('an ad card leaves by a swipe either way without a vote', async () => {
    const { deck, onVote } = await startedDeck();
    for (let swipes = 0; swipes < 4; swipes += 1) {
      deck.swipe('right');
    }
    expect(idOf(deck.get().current)).toBe('ad');
    deck.swipe('left');
    expect(onVote).toHaveBeenCalledTimes(4);
    expect(idOf(deck.get().current)).toBe('sara');
  });

  it('a list-view vote removes the name; voting the current card advances the deck', async () => {
    const { deck, onVote } = await startedDeck();
    const mila = NAMES[2];
    const emma = NAMES[0];
    if (!mila || !emma) {
      throw new Error('test names missing');
    }
    deck.voteFromList(mila, 'like');
    expect(onVote).toHaveBeenCalledWith(mila, 'like');
    expect(deck.listNames().map((name) => name.id)).not.toContain('mila');
    deck.voteFromList(emma, 'dislike');
    expect(idOf(deck.get().current)).toBe('noah');
  });

  it('shows it is loading, not that no names are left, while the first names are on their way', async () => {
    let answer: (names: NameItem[]) => void = () => undefined;
    const queue = createDeckQueue({ fetchNames: () => new Promise((resolve) => (answer = resolve)) });
    const deck = createDeck({ queue, undoHistory: createUndoHistory(), onVote: vi.fn(), onUnvote: vi.fn() });
    const started = deck.start();
    expect(deck.get().status).toBe('loading');
    answer(NAMES);
    await started;
    expect(deck.get().status).toBe('ready');
  });

  it('is empty when there are no names', async () => {
    const queue = createDeckQueue({ fetchNames: async () => [] });
    const deck = createDeck({ queue, undoHistory: createUndoHistory(), onVote: vi.fn(), onUnvote: vi.fn() });
    expect(deck.get().status).toBe('loading');
    await deck.start();
    expect(deck.get().status).toBe('empty');
  });
});
