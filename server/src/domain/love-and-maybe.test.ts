import {
  LOVE_WINDOW_MS,
  LOVES_PER_DAY,
  MAYBE_RETURN_AFTER_VOTES,
  MAYBE_RETURNS_MAX,
} from '@name-swiper/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createTestApp, newDeviceId } from '../../test/test-app';
import { decideState } from './decide';
import { setDeviceName } from './devices';
import { acceptInvite, createInvite } from './invites';
import type { UnvotedFilter } from './names';
import { countUnvotedNames, listUnvotedNames } from './names';
import { partnerLikeOf } from './partner-like';
import { castVote, listVotes, undoVote, voteStats } from './votes';

let testApp: TestApp;
let names: string[] = [];
beforeAll(async () => {
  testApp = await createTestApp();
  // Names of one spelling each (decision 93), so that each is a card of its own.
  const rows = await db()
    .selectFrom('names as n')
    .select('n.id')
    .where('n.active', '=', 1)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('names as other')
            .select('other.id')
            .whereRef('other.spelling_group', '=', 'n.spelling_group')
            .whereRef('other.id', '<>', 'n.id'),
        ),
      ),
    )
    .orderBy('n.rank')
    .limit(80)
    .execute();
  names = rows.map((row) => row.id);
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;
const HOUR = 60 * 60 * 1000;
const DECK: UnvotedFilter = { tags: [], genders: [], tagMatch: 'any', limit: 50, learn: false };

async function family(size: number) {
  const devices = Array.from({ length: size }, () => newDeviceId());
  const [first, ...others] = devices;
  for (const other of others) {
    await acceptInvite(db(), other, await createInvite(db(), first ?? ''));
  }
  return devices;
}

const love = (deviceId: string, nameId: string, ageMs = 0) =>
  castVote(db(), deviceId, nameId, true, ageMs, 'love');
const maybe = (deviceId: string, nameId: string) => castVote(db(), deviceId, nameId, false, 0, 'maybe');
const feelings = async (deviceId: string) =>
  Object.fromEntries(
    (await listVotes(db(), deviceId, 'all')).map((vote) => [
      vote.nameId,
      [vote.approved, vote.feeling ?? 'plain'],
    ]),
  );
/** How many names the deck would deal the device, against a device that never voted. */
const unvotedBelowFresh = async (deviceId: string) =>
  (await countUnvotedNames(db(), newDeviceId(), DECK)).remaining -
  (await countUnvotedNames(db(), deviceId, DECK)).remaining;
/** Plain dislikes on names the tests do not look at, so that a maybe gets votes cast after it. */
async function swipeOthers(deviceId: string, count: number, from = 40) {
  for (const nameId of names.slice(from, from + count)) {
    await castVote(db(), deviceId, nameId, false);
  }
}

describe('a love', () => {
  it('is stored as a like that says more, and a message without a feeling is the spec’s like or dislike', async () => {
    const deviceId = newDeviceId();
    await love(deviceId, 'emma');
    await castVote(db(), deviceId, 'noah', true);
    await castVote(db(), deviceId, 'liam', false);
    expect(await feelings(deviceId)).toEqual({
      emma: [true, 'love'],
      noah: [true, 'plain'],
      liam: [false, 'plain'],
    });
    expect((await listVotes(db(), deviceId, 'likes')).map((vote) => vote.nameId).sort()).toEqual([
      'emma',
      'noah',
    ]);
    expect((await voteStats(db(), deviceId)).likes).toBe(2);
  });

  it('makes a match with a partner’s like, and the match both love is marked', async () => {
    const [anna = '', bram = ''] = await family(2);
    await love(anna, 'mila');
    const made = await castVote(db(), bram, 'mila', true);
    expect(made.match?.name).toBe('Mila');
    expect((await listVotes(db(), anna, 'matches')).map((vote) => [vote.nameId, vote.allLove])).toEqual([
      ['mila', undefined],
    ]);
    await love(bram, 'mila');
    const [match] = await listVotes(db(), anna, 'matches');
    expect(match).toMatchObject({ nameId: 'mila', feeling: 'love', allLove: true });
  });

  it(`has an allowance of ${LOVES_PER_DAY} in 24 hours: one more is kept as a plain like and says so`, async () => {
    const deviceId = newDeviceId();
    await love(deviceId, names[0] ?? '', LOVE_WINDOW_MS + HOUR);
    for (const nameId of names.slice(1, 1 + LOVES_PER_DAY)) {
      expect(await love(deviceId, nameId)).toEqual({});
    }
    const over = names[1 + LOVES_PER_DAY] ?? '';
    expect(await love(deviceId, over)).toEqual({ lovesUsedUp: true });
    expect((await feelings(deviceId))[over]).toEqual([true, 'plain']);
    // Loving a name already loved costs nothing; a love taken back gives its place back.
    expect(await love(deviceId, names[1] ?? '')).toEqual({});
    await castVote(db(), deviceId, names[1] ?? '', true);
    expect(await love(deviceId, over)).toEqual({});
    await undoVote(db(), deviceId, names[2] ?? '');
    expect(await love(deviceId, names[10] ?? '')).toEqual({});
    expect(await love(deviceId, names[11] ?? '')).toEqual({ lovesUsedUp: true });
  });

  it('is dealt to a partner who has not voted on it, marked with the lover’s name, and leads the next deck', async () => {
    const [anna = '', bram = '', carla = ''] = await family(3);
    await setDeviceName(db(), anna, 'Anna');
    const nameId = names[30] ?? '';
    await castVote(db(), carla, nameId, false);
    await love(anna, nameId);
    const dealt = await partnerLikeOf(db(), anna, nameId, true);
    expect(dealt?.deviceIds).toEqual([bram]);
    expect(dealt?.message.name.lovedBy).toEqual(['Anna']);
    expect((await partnerLikeOf(db(), anna, nameId))?.message.name.lovedBy).toBeUndefined();

    await castVote(db(), anna, names[31] ?? '', true);
    const deck = await listUnvotedNames(db(), bram, DECK);
    const partnerCards = deck.filter((card) => card.id === nameId || card.id === names[31]);
    expect(partnerCards.map((card) => [card.id, card.lovedBy])).toEqual([
      [nameId, ['Anna']],
      [names[31], undefined],
    ]);
    expect(deck.findIndex((card) => card.id === nameId)).toBeLessThan(3);
    expect((await listUnvotedNames(db(), carla, DECK)).some((card) => card.id === nameId)).toBe(false);
  });
});

describe('a love of one spelling (decision 93)', () => {
  it('marks the card of its spelling group, and partners loving two spellings make a match both love', async () => {
    const [anna = '', bram = ''] = await family(2);
    await setDeviceName(db(), anna, 'Anna');
    await love(anna, 'zoë');
    const card = (await listUnvotedNames(db(), bram, DECK)).find((dealt) => dealt.id.startsWith('zo'));
    expect(card?.lovedBy).toEqual(['Anna']);
    await love(bram, 'zoe');
    const [match] = await listVotes(db(), anna, 'matches');
    expect(match).toMatchObject({ nameId: 'zoë', allLove: true, spellings: ['Zoe', 'Zoë'] });
    expect((await decideState(db(), anna)).names).toEqual([
      { nameId: 'zoe', name: 'Zoe / Zoë', loved: true },
    ]);
  });
});

describe('a maybe', () => {
  it('leaves the deck, is listed under maybes alone, and counts as no vote for matching', async () => {
    const [anna = '', bram = ''] = await family(2);
    await castVote(db(), anna, 'sophie', true);
    expect(await maybe(bram, 'sophie')).toEqual({});
    expect(await listVotes(db(), bram, 'maybes')).toMatchObject([
      { nameId: 'sophie', approved: false, feeling: 'maybe', maybes: 1 },
    ]);
    expect(await listVotes(db(), bram, 'dislikes')).toEqual([]);
    expect(await listVotes(db(), bram, 'likes')).toEqual([]);
    expect(await listVotes(db(), anna, 'matches')).toEqual([]);
    expect(await unvotedBelowFresh(bram)).toBe(1);
    // A maybe on a matched name ends the match, as a dislike would.
    await castVote(db(), bram, 'sophie', true);
    expect(await listVotes(db(), anna, 'matches')).toHaveLength(1);
    const ended = await maybe(bram, 'sophie');
    expect(new Set(ended.unmatch?.deviceIds)).toEqual(new Set([anna, bram]));
  });

  it('is private: a partner’s lists, stats and deals never show it', async () => {
    const [anna = '', bram = ''] = await family(2);
    await maybe(bram, 'olivia');
    await castVote(db(), anna, 'olivia', true);
    const seenByAnna = [
      ...(await listVotes(db(), anna, 'all')),
      ...(await listVotes(db(), anna, 'matches')),
      ...(await listVotes(db(), anna, 'maybes')),
    ];
    expect(seenByAnna.map((vote) => vote.feeling)).toEqual([undefined]);
    expect(await voteStats(db(), anna)).toEqual({ likes: 1, partnerLikes: 0, matches: 0 });
    expect(await partnerLikeOf(db(), bram, 'olivia')).toBeUndefined();
  });

  it(`comes back after ${MAYBE_RETURN_AFTER_VOTES} more votes, first in the deck, at most ${MAYBE_RETURNS_MAX} times`, async () => {
    const deviceId = newDeviceId();
    const nameId = names[5] ?? '';
    const dealt = async () =>
      (await listUnvotedNames(db(), deviceId, DECK)).findIndex((card) => card.id === nameId);
    for (let time = 1; time <= MAYBE_RETURNS_MAX + 1; time++) {
      await maybe(deviceId, nameId);
      expect((await listVotes(db(), deviceId, 'maybes'))[0]?.maybes).toBe(time);
      await swipeOthers(deviceId, MAYBE_RETURN_AFTER_VOTES - 1, 40 + time);
      expect(await dealt()).toBe(-1);
      await swipeOthers(deviceId, 1, 40 + time + MAYBE_RETURN_AFTER_VOTES);
      expect(await dealt()).toBe(time <= MAYBE_RETURNS_MAX ? 0 : -1);
    }
    expect((await listVotes(db(), deviceId, 'maybes'))[0]?.maybes).toBe(MAYBE_RETURNS_MAX + 1);
  });

  it('sent twice (an outbox resending it) counts once', async () => {
    const deviceId = newDeviceId();
    await maybe(deviceId, 'lucas');
    await maybe(deviceId, 'lucas');
    expect((await listVotes(db(), deviceId, 'maybes'))[0]?.maybes).toBe(1);
  });

  it('undone, is no vote at all: the name is back in the deck and in no list', async () => {
    const deviceId = newDeviceId();
    await maybe(deviceId, 'julia');
    await undoVote(db(), deviceId, 'julia');
    expect(await listVotes(db(), deviceId, 'all')).toEqual([]);
    expect(await listVotes(db(), deviceId, 'maybes')).toEqual([]);
    expect(await unvotedBelowFresh(deviceId)).toBe(0);
  });
});

describe('Decide', () => {
  it('seeds a match every member loves: listed first before any answer', async () => {
    const [anna = '', bram = ''] = await family(2);
    for (const nameId of ['anna', 'emma', 'zoe']) {
      await castVote(db(), anna, nameId, true);
      await castVote(db(), bram, nameId, true);
    }
    await love(anna, 'zoe');
    expect((await decideState(db(), anna)).names.map((name) => name.nameId)).toEqual(['anna', 'emma', 'zoe']);
    await love(bram, 'zoe');
    const state = await decideState(db(), bram);
    expect(state.names).toEqual([
      { nameId: 'zoe', name: 'Zoe', loved: true },
      { nameId: 'anna', name: 'Anna' },
      { nameId: 'emma', name: 'Emma' },
    ]);
    expect(state.ours.map((entry) => entry.nameId)).toEqual(['zoe', 'anna', 'emma']);
    expect(state.rankings[0]?.ranking.map((ranked) => ranked.nameId)).toEqual(['zoe', 'anna', 'emma']);
  });
});
