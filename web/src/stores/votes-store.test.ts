import { describe, expect, it, vi } from 'vitest';
import { freshVoteDb } from '../test/vote-db';
import { createVotesStore } from './votes-store';

const emma = { id: 'emma', name: 'Emma', gender: 'F' as const };
const noah = { id: 'noah', name: 'Noah', gender: 'M' as const };

function clock(start = 1000) {
  let now = start;
  return () => (now += 10);
}

describe('votes store', () => {
  it('adds a vote and lists votes newest first', () => {
    const votes = createVotesStore(freshVoteDb(), clock());
    votes.setVote(emma, 'like');
    votes.setVote(noah, 'dislike');
    expect(votes.get().map((vote) => vote.id)).toEqual(['noah', 'emma']);
    expect(votes.voteOf('emma')).toBe('like');
  });

  it('updates an existing vote in place: the value changes, the timestamp refreshes, no new vote is added', () => {
    const votes = createVotesStore(freshVoteDb(), clock());
    votes.setVote(emma, 'like');
    votes.setVote(noah, 'like');
    const before = votes.get().find((vote) => vote.id === 'emma')?.timestamp ?? 0;
    votes.setVote(emma, 'dislike');
    expect(votes.get()).toHaveLength(2);
    const updated = votes.get()[0];
    expect(updated).toMatchObject({ id: 'emma', vote: 'dislike' });
    expect(updated?.timestamp).toBeGreaterThan(before);
  });

  it('notifies listeners on every change and the vote callback with the name id and vote', () => {
    const votes = createVotesStore(freshVoteDb(), clock());
    const listener = vi.fn();
    const callback = vi.fn();
    votes.subscribe(listener);
    votes.onVote(callback);
    votes.setVote(emma, 'like');
    votes.removeVote('emma');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(callback).toHaveBeenCalledWith('emma', 'like');
  });

  it('removes a vote by id (undo) and ignores unknown ids', () => {
    const votes = createVotesStore(freshVoteDb(), clock());
    const listener = vi.fn();
    votes.setVote(emma, 'like');
    votes.subscribe(listener);
    votes.removeVote('nobody');
    expect(listener).not.toHaveBeenCalled();
    votes.removeVote('emma');
    expect(votes.get()).toEqual([]);
  });

  it('replaces the local list with the server list, keeping votes still waiting for the server', () => {
    const votes = createVotesStore(freshVoteDb(), clock(Date.parse('2026-01-02T00:00:00Z')));
    votes.setVote(emma, 'like');
    votes.setVote({ id: 'liam', name: 'Liam', gender: 'M' }, 'like');
    votes.replaceWithRemote(
      [
        { nameId: 'noah', name: 'Noah', approved: false, votedAt: '2026-01-01T10:00:00.000Z', gender: 'M' },
        { nameId: 'mila', name: 'Mila', approved: true, votedAt: '2026-01-01T12:00:00.000Z', gender: 'F' },
      ],
      new Set(['emma']),
    );
    expect(votes.get().map((vote) => [vote.id, vote.vote])).toEqual([
      ['emma', 'like'],
      ['mila', 'like'],
      ['noah', 'dislike'],
    ]);
  });

  it('merges a filtered server list without dropping other votes', () => {
    const votes = createVotesStore(freshVoteDb(), clock(Date.parse('2026-01-02T00:00:00Z')));
    votes.setVote(emma, 'dislike');
    votes.mergeRemote([
      { nameId: 'emma', name: 'Emma', approved: true, votedAt: '2026-01-03T00:00:00.000Z', gender: 'F' },
      { nameId: 'noah', name: 'Noah', approved: true, votedAt: '2026-01-01T00:00:00.000Z', gender: 'M' },
    ]);
    expect(votes.get().map((vote) => [vote.id, vote.vote])).toEqual([
      ['emma', 'like'],
      ['noah', 'like'],
    ]);
  });

  it('marks a vote on an already-voted name as a change, here or on another device of this id', () => {
    const votes = createVotesStore(freshVoteDb(), clock(Date.parse('2026-01-02T00:00:00Z')));
    votes.setVote(emma, 'like');
    votes.setVote(noah, 'like');
    expect(votes.get().every((vote) => vote.change === undefined)).toBe(true);
    votes.setVote(emma, 'dislike');
    expect(votes.get()[0]).toMatchObject({
      id: 'emma',
      vote: 'dislike',
      change: { from: 'like', elsewhere: false },
    });
    votes.replaceWithRemote([
      { nameId: 'emma', name: 'Emma', approved: false, votedAt: '2026-01-02T00:00:00.000Z', gender: 'F' },
      { nameId: 'noah', name: 'Noah', approved: false, votedAt: '2026-01-03T00:00:00.000Z', gender: 'M' },
    ]);
    expect(votes.get().map((vote) => [vote.id, vote.vote, vote.change])).toEqual([
      ['noah', 'dislike', { from: 'like', elsewhere: true }],
      ['emma', 'dislike', { from: 'like', elsewhere: false }],
    ]);
  });

  it('keeps the record across a reload (a new store on the same database)', async () => {
    const db = freshVoteDb();
    const votes = createVotesStore(db, clock());
    votes.setVote(emma, 'like');
    votes.setVote(noah, 'like');
    votes.setVote(emma, 'dislike');
    votes.removeVote('noah');
    await db.flushed();
    const reloaded = createVotesStore(db, clock());
    await reloaded.load();
    expect(reloaded.get()).toEqual(votes.get());
  });
});
