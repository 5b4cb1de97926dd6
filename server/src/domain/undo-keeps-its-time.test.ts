import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createTestApp, newDeviceId } from '../../test/test-app';
import type { NameFilter } from './name-filter';
import { countUnvotedNames } from './names';
import { tagCounts } from './tags';
import { applyVoteBatch } from './vote-batch';
import type { VoteOperation } from './vote-batch';
import { castVote, listVotes, undoVote, voteStats } from './votes';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;
const MINUTE = 60_000;

describe('an undo is an action with its time (decision 87)', () => {
  it('an older vote from an outbox arriving after the undo does not bring the vote back', async () => {
    const deviceId = newDeviceId();
    await castVote(db(), deviceId, 'emma', true, 10 * MINUTE);
    await undoVote(db(), deviceId, 'emma', 2 * MINUTE);
    await castVote(db(), deviceId, 'emma', true, 5 * MINUTE);
    expect(await listVotes(db(), deviceId, 'all')).toEqual([]);
    await castVote(db(), deviceId, 'emma', false, MINUTE);
    expect((await listVotes(db(), deviceId, 'all')).map((vote) => vote.approved)).toEqual([false]);
  });

  it('an undo of a vote the server never had still beats that vote arriving later', async () => {
    const deviceId = newDeviceId();
    await undoVote(db(), deviceId, 'noah', MINUTE);
    await castVote(db(), deviceId, 'noah', true, 2 * MINUTE, 'love');
    expect(await listVotes(db(), deviceId, 'all')).toEqual([]);
  });

  it('leaves no trace as a vote: lists, counts and the deck treat the name as unvoted', async () => {
    const deviceId = newDeviceId();
    await castVote(db(), deviceId, 'liam', true);
    await castVote(db(), deviceId, 'mila', false);
    await undoVote(db(), deviceId, 'liam');
    await undoVote(db(), deviceId, 'mila');
    for (const filter of ['all', 'likes', 'dislikes', 'maybes', 'matches'] as const) {
      expect(await listVotes(db(), deviceId, filter)).toEqual([]);
    }
    expect(await voteStats(db(), deviceId)).toEqual({ likes: 0, partnerLikes: 0, matches: 0 });
    const filter: NameFilter = { tags: [], genders: [], tagMatch: 'any' };
    expect(await countUnvotedNames(db(), deviceId, filter)).toEqual(
      await countUnvotedNames(db(), newDeviceId(), filter),
    );
    expect(await tagCounts(db(), deviceId, filter)).toEqual(await tagCounts(db(), newDeviceId(), filter));
  });

  it('whatever order the actions reach the server in, one by one or in batches, the newest on each name stands', async () => {
    const NAMES = ['emma', 'noah', 'mila'] as const;
    const actionArb = fc.record({
      nameId: fc.constantFrom(...NAMES),
      kind: fc.constantFrom('like', 'dislike', 'love', 'maybe', 'undo'),
    });
    // The actions in the order they were taken, the order they reach the server in (outboxes of several tabs,
    // resends after a reconnect) and how many each commit takes.
    const runArb = fc.array(actionArb, { minLength: 1, maxLength: 12 }).chain((actions) =>
      fc.record({
        actions: fc.constant(actions),
        arrival: fc.shuffledSubarray(
          actions.map((_, index) => index),
          { minLength: actions.length, maxLength: actions.length },
        ),
        batchSizes: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 12 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(runArb, async ({ actions, arrival, batchSizes }) => {
        const deviceId = newDeviceId();
        const base = Date.now() - 60 * MINUTE;
        const taken: VoteOperation[] = actions.map(({ nameId, kind }, index) =>
          kind === 'undo'
            ? { kind: 'unvote', deviceId, nameId, at: base + index * 1000 }
            : {
                kind: 'vote',
                deviceId,
                nameId,
                approved: kind === 'like' || kind === 'love',
                ...(kind === 'love' || kind === 'maybe' ? { feeling: kind } : {}),
                at: base + index * 1000,
              },
        );
        const sent = arrival.flatMap((index) => taken[index] ?? []);
        for (let from = 0, batch = 0; from < sent.length; batch++) {
          const size = batchSizes[batch % batchSizes.length] ?? 1;
          const operations = sent.slice(from, from + size);
          await db()
            .transaction()
            .execute((trx) => applyVoteBatch(trx, operations, Date.now()));
          from += size;
        }
        const stored = new Map((await listVotes(db(), deviceId, 'all')).map((vote) => [vote.nameId, vote]));
        for (const nameId of NAMES) {
          const newest = actions.filter((action) => action.nameId === nameId).at(-1)?.kind;
          const vote = stored.get(nameId);
          const actual = vote === undefined ? 'undo' : (vote.feeling ?? (vote.approved ? 'like' : 'dislike'));
          expect(
            actual,
            `${nameId} after ${JSON.stringify(actions)} sent as ${JSON.stringify(arrival)}`,
          ).toBe(newest ?? 'undo');
        }
      }),
      { numRuns: 60 },
    );
  });
});
