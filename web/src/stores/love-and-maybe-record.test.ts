import {
  LOVE_WINDOW_MS,
  LOVES_PER_DAY,
  MAYBE_RETURN_AFTER_VOTES,
  MAYBE_RETURNS_MAX,
} from '@name-swiper/contract/constants';
import type { Vote } from '@name-swiper/contract/votes';
import { describe, expect, it } from 'vitest';
import { freshVoteDb } from '../test/vote-db';
import { lovesLeft } from './loves-left';
import { createVotesStore, isLikeValue } from './votes-store';

const named = (id: string) => ({ id, name: id, gender: 'N' as const });
const fromServer = (nameId: string, approved: boolean, extra: Partial<Vote> = {}): Vote => ({
  nameId,
  name: nameId,
  approved,
  votedAt: '2026-01-01T00:00:00.000Z',
  gender: 'N',
  ...extra,
});

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => (now += 1000), at: () => now };
}

describe('the vote record with loves and maybes', () => {
  it('takes a love and a maybe from the server, and an answer without a feeling (an older server) as before', () => {
    const votes = createVotesStore(freshVoteDb());
    votes.replaceWithRemote([
      fromServer('emma', true, { feeling: 'love' }),
      fromServer('noah', false, { feeling: 'maybe', maybes: 2 }),
      fromServer('liam', true),
      fromServer('mila', false),
    ]);
    expect(['emma', 'noah', 'liam', 'mila'].map((id) => votes.voteOf(id))).toEqual([
      'love',
      'maybe',
      'like',
      'dislike',
    ]);
    expect(votes.get().find((vote) => vote.id === 'noah')?.maybes).toBe(2);
    expect(['love', 'like', 'maybe', 'dislike'].map((value) => isLikeValue(value as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it(`has a maybe come back after ${MAYBE_RETURN_AFTER_VOTES} later votes, counting a maybe again only once it came back, at most ${MAYBE_RETURNS_MAX} times`, () => {
    const time = clock();
    const votes = createVotesStore(freshVoteDb(), time.now);
    let other = 0;
    const swipeOthers = (count: number) => {
      for (let index = 0; index < count; index++) {
        votes.setVote(named(`other-${other++}`), 'dislike');
      }
    };
    votes.setVote(named('sara'), 'maybe');
    votes.setVote(named('sara'), 'maybe');
    expect(votes.get().find((vote) => vote.id === 'sara')?.maybes).toBe(1);
    for (let round = 1; round <= MAYBE_RETURNS_MAX + 1; round++) {
      swipeOthers(MAYBE_RETURN_AFTER_VOTES - 1);
      expect(votes.isDueMaybe('sara')).toBe(false);
      swipeOthers(1);
      expect(votes.isDueMaybe('sara')).toBe(round <= MAYBE_RETURNS_MAX);
      votes.setVote(named('sara'), 'maybe');
    }
    expect(votes.get().find((vote) => vote.id === 'sara')?.maybes).toBe(MAYBE_RETURNS_MAX + 1);
    swipeOthers(MAYBE_RETURN_AFTER_VOTES);
    expect(votes.isDueMaybe('sara')).toBe(false);
    votes.setVote(named('sara'), 'like');
    expect(votes.isDueMaybe('sara')).toBe(false);
  });

  it(`counts ${LOVES_PER_DAY} loves in any 24 hours, and says when the next one is back`, () => {
    const votes = createVotesStore(freshVoteDb());
    const now = 10 * LOVE_WINDOW_MS;
    votes.setVote(named('old'), 'love', now - LOVE_WINDOW_MS - 1);
    expect(lovesLeft(votes.get(), now)).toEqual({ left: LOVES_PER_DAY, nextAt: undefined });
    const times = [now - 5000, now - 3000, now - 1000];
    times.forEach((at, index) => votes.setVote(named(`loved-${index}`), 'love', at));
    expect(lovesLeft(votes.get(), now)).toEqual({ left: 0, nextAt: (times[0] ?? 0) + LOVE_WINDOW_MS });
    votes.setVote(named('loved-1'), 'like', now);
    expect(lovesLeft(votes.get(), now).left).toBe(1);
  });
});
