import type { NameItem } from '@name-swiper/contract/names';
import { describe, expect, it, vi } from 'vitest';
import { createUndoHistory } from '../../../stores/undo-history-store';
import { createDeck, itemKey } from './deck';
import { createDeckQueue } from './deck-queue';
import { sameName, withSpelling } from './spellings';

/** The card of Zoe, Zoé and Zoë (decision 93) as the server deals it to an English parent. */
const ZOE: NameItem = {
  id: 'zoe',
  name: 'Zoe',
  gender: 'F',
  tags: ['english'],
  origin: 'Ancient Greek',
  popularIn: ['us', 'ew'],
  originLanguages: ['grc'],
  spellings: [
    { id: 'zoé', name: 'Zoé', tags: ['french'], popularIn: ['fr', 'be'], originLanguages: [] },
    { id: 'zoë', name: 'Zoë', tags: ['netherlands'], popularIn: ['nl'], originLanguages: [] },
  ],
};
const EMMA: NameItem = {
  id: 'emma',
  name: 'Emma',
  gender: 'F',
  tags: [],
  popularIn: [],
  originLanguages: [],
};

describe('a card in another spelling', () => {
  it('shows the spelling picked with what the catalogue says of it, and the others to pick from', () => {
    const zoe = withSpelling(ZOE, 'zoë');
    expect(zoe).toMatchObject({
      id: 'zoë',
      name: 'Zoë',
      gender: 'F',
      tags: ['netherlands'],
      popularIn: ['nl'],
    });
    expect(zoe.origin).toBeUndefined();
    expect(zoe.spellings?.map((spelling) => spelling.name)).toEqual(['Zoe', 'Zoé']);
    expect(zoe.spellings?.[0]).toMatchObject({ origin: 'Ancient Greek', popularIn: ['us', 'ew'] });
    expect(withSpelling(zoe, 'zoe')).toEqual({ ...ZOE, spellings: [ZOE.spellings?.[1], ZOE.spellings?.[0]] });
    expect(itemKey(zoe)).toBe(itemKey(ZOE));
    expect(sameName(zoe, ZOE)).toBe(true);
    expect(sameName(EMMA, ZOE)).toBe(false);
  });

  it('takes the vote on the spelling picked, and is dealt once whatever spelling a later batch shows', async () => {
    const onVote = vi.fn();
    const onUnvote = vi.fn();
    const batches = [
      [ZOE, EMMA],
      [withSpelling(ZOE, 'zoé'), EMMA],
    ];
    const queue = createDeckQueue({ fetchNames: async () => batches.shift() ?? [], lowWater: 0 });
    const deck = createDeck({ queue, undoHistory: createUndoHistory(), onVote, onUnvote });
    await deck.start();
    deck.pickSpelling(ZOE, 'zoë');
    expect(deck.get().current).toMatchObject({ id: 'zoë', name: 'Zoë' });
    deck.swipe('right');
    expect(onVote).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'zoë' }), 'like');
    deck.undo();
    expect(onUnvote).toHaveBeenLastCalledWith('zoë');
    expect(deck.get().current).toMatchObject({ id: 'zoë' });
    deck.swipe('left');
    deck.swipe('left');
    await queue.refill();
    expect(queue.names()).toEqual([]);
  });

  it('is left out of the deck when one of its spellings has a vote already', async () => {
    const queue = createDeckQueue({
      fetchNames: async () => [ZOE, EMMA],
      isVoted: (id) => id === 'zoé',
      lowWater: 0,
    });
    await queue.refill();
    expect(queue.names().map((name) => name.id)).toEqual(['emma']);
  });

  it('picked in the list view, is voted from the list in that spelling', async () => {
    const onVote = vi.fn();
    const queue = createDeckQueue({
      fetchNames: async () => [EMMA, { ...EMMA, id: 'noah', name: 'Noah' }, ZOE],
    });
    const deck = createDeck({ queue, undoHistory: createUndoHistory(), onVote, onUnvote: vi.fn() });
    await deck.start();
    const listed = deck.listNames().find((name) => sameName(name, ZOE)) ?? ZOE;
    deck.pickSpelling(listed, 'zoé');
    const picked = deck.listNames().find((name) => sameName(name, ZOE));
    expect(picked?.name).toBe('Zoé');
    deck.voteFromList(picked ?? ZOE, 'like');
    expect(onVote).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'zoé' }), 'like');
    expect(deck.listNames().some((name) => sameName(name, ZOE))).toBe(false);
  });
});
