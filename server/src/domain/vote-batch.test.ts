import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createTestApp, newDeviceId } from '../../test/test-app';
import { acceptInvite, createInvite } from './invites';
import { applyVoteBatch } from './vote-batch';
import type { VoteOperation } from './vote-batch';
import { listVotes } from './votes';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;
const applyBatch = (operations: VoteOperation[], now = Date.now()) =>
  db()
    .transaction()
    .execute((trx) => applyVoteBatch(trx, operations, now));
const apply = async (operations: VoteOperation[]) => (await applyBatch(operations)).outcomes;

describe('applyVoteBatch', () => {
  it('leaves the last action on each name, as if applied one by one', async () => {
    const deviceId = newDeviceId();
    await apply([
      { kind: 'vote', deviceId, nameId: 'emma', approved: true },
      { kind: 'vote', deviceId, nameId: 'emma', approved: false },
      { kind: 'vote', deviceId, nameId: 'noah', approved: true },
      { kind: 'unvote', deviceId, nameId: 'noah' },
      { kind: 'vote', deviceId, nameId: 'sophie', approved: true },
      { kind: 'unvote', deviceId, nameId: 'sophie' },
      { kind: 'vote', deviceId, nameId: 'sophie', approved: true },
    ]);
    const votes = await listVotes(db(), deviceId, 'all');
    expect(votes.map(({ nameId, approved }) => [nameId, approved]).sort()).toEqual([
      ['emma', false],
      ['sophie', true],
    ]);
  });

  it('reports a match made inside one batch once, on the like that completes it', async () => {
    const anna = newDeviceId();
    const bram = newDeviceId();
    const carla = newDeviceId();
    await acceptInvite(db(), bram, await createInvite(db(), anna));
    await acceptInvite(db(), carla, await createInvite(db(), anna));
    const outcomes = await apply([
      { kind: 'vote', deviceId: anna, nameId: 'mila', approved: true },
      { kind: 'vote', deviceId: bram, nameId: 'mila', approved: true },
      { kind: 'vote', deviceId: carla, nameId: 'mila', approved: true },
      { kind: 'vote', deviceId: anna, nameId: 'noah', approved: true },
    ]);
    const matches = outcomes.map((outcome) => (outcome.ok ? outcome.result.match : undefined));
    expect(matches[0]).toBeUndefined();
    expect(matches[1]).toBeUndefined();
    expect(matches[2]?.name).toBe('Mila');
    expect(new Set(matches[2]?.deviceIds)).toEqual(new Set([anna, bram, carla]));
    expect(matches[3]).toBeUndefined();
  });

  it('does not report a match for a like undone later in the same batch', async () => {
    const anna = newDeviceId();
    const bram = newDeviceId();
    await acceptInvite(db(), bram, await createInvite(db(), anna));
    await apply([{ kind: 'vote', deviceId: anna, nameId: 'liam', approved: true }]);
    const outcomes = await apply([
      { kind: 'vote', deviceId: bram, nameId: 'liam', approved: true },
      { kind: 'unvote', deviceId: bram, nameId: 'liam' },
    ]);
    expect(outcomes).toEqual([
      { ok: true, result: {} },
      { ok: true, result: {} },
    ]);
  });
  it('makes a match of two spellings of one name (Zoe and Zoë), named by both until the partners choose one', async () => {
    const anna = newDeviceId();
    const bram = newDeviceId();
    await acceptInvite(db(), bram, await createInvite(db(), anna));
    await apply([{ kind: 'vote', deviceId: anna, nameId: 'zoe', approved: true }]);
    const [made] = await apply([{ kind: 'vote', deviceId: bram, nameId: 'zoë', approved: true }]);
    expect(made).toEqual({
      ok: true,
      result: {
        match: { name: 'Zoe / Zoë', matchId: 'zoe', spellings: ['Zoe', 'Zoë'], deviceIds: [bram, anna] },
      },
    });
    // Anna takes Bram's spelling: her like of Zoë comes first, so taking back Zoe ends nothing.
    const moved = await apply([
      { kind: 'vote', deviceId: anna, nameId: 'zoë', approved: true },
      { kind: 'unvote', deviceId: anna, nameId: 'zoe' },
    ]);
    expect(moved[0]).toEqual({
      ok: true,
      result: { match: { name: 'Zoë', matchId: 'zoe', spellings: ['Zoë'], deviceIds: [anna, bram] } },
    });
    expect(moved[1]).toEqual({ ok: true, result: {} });
    const [ended] = await apply([{ kind: 'vote', deviceId: anna, nameId: 'zoë', approved: false }]);
    expect(ended).toEqual({
      ok: true,
      result: { unmatch: { name: 'Zoë', matchId: 'zoe', spellings: ['Zoë'], deviceIds: [anna, bram] } },
    });
  });

  it('reports a match that a dislike or an undo ends, to the device that ended it and the partners who still like it', async () => {
    const anna = newDeviceId();
    const bram = newDeviceId();
    const carla = newDeviceId();
    await acceptInvite(db(), bram, await createInvite(db(), anna));
    // Carla cheers the couple on: her likes make no match and end none (decision 89).
    await acceptInvite(db(), carla, await createInvite(db(), anna, Date.now(), 'supporter'));
    await apply([
      { kind: 'vote', deviceId: anna, nameId: 'mila', approved: true },
      { kind: 'vote', deviceId: bram, nameId: 'mila', approved: true },
      { kind: 'vote', deviceId: anna, nameId: 'noah', approved: true },
      { kind: 'vote', deviceId: carla, nameId: 'liam', approved: true },
    ]);
    const outcomes = await apply([
      { kind: 'vote', deviceId: anna, nameId: 'mila', approved: false },
      { kind: 'unvote', deviceId: anna, nameId: 'noah' },
      { kind: 'vote', deviceId: carla, nameId: 'liam', approved: false },
    ]);
    const unmatches = outcomes.map((outcome) => (outcome.ok ? outcome.result.unmatch : undefined));
    expect(unmatches[0]).toEqual({
      name: 'Mila',
      matchId: 'mila',
      spellings: ['Mila'],
      deviceIds: [anna, bram],
    });
    // Nobody else liked Noah or Liam: no match ended.
    expect(unmatches[1]).toBeUndefined();
    expect(unmatches[2]).toBeUndefined();

    await apply([{ kind: 'vote', deviceId: anna, nameId: 'mila', approved: true }]);
    const [undone] = await apply([{ kind: 'unvote', deviceId: bram, nameId: 'mila' }]);
    expect(undone).toEqual({
      ok: true,
      result: { unmatch: { name: 'Mila', matchId: 'mila', spellings: ['Mila'], deviceIds: [bram, anna] } },
    });
  });

  it('does not report an ended match for a like taken back and given again in the same batch', async () => {
    const anna = newDeviceId();
    const bram = newDeviceId();
    await acceptInvite(db(), bram, await createInvite(db(), anna));
    await apply([
      { kind: 'vote', deviceId: anna, nameId: 'liam', approved: true },
      { kind: 'vote', deviceId: bram, nameId: 'liam', approved: true },
    ]);
    const outcomes = await apply([
      { kind: 'vote', deviceId: bram, nameId: 'liam', approved: false },
      { kind: 'vote', deviceId: bram, nameId: 'liam', approved: true },
    ]);
    expect(outcomes.some((outcome) => outcome.ok && outcome.result.unmatch)).toBe(false);
  });

  it('says what it wrote: the final state of each (device, name), removals as null, stale actions left out', async () => {
    const deviceId = newDeviceId();
    await apply([{ kind: 'vote', deviceId, nameId: 'liam', approved: true, at: 2_000 }]);
    const { written } = await applyBatch(
      [
        { kind: 'vote', deviceId, nameId: 'emma', approved: true, at: 1_000 },
        { kind: 'vote', deviceId, nameId: 'emma', approved: false, at: 1_001 },
        { kind: 'unvote', deviceId, nameId: 'noah' },
        { kind: 'vote', deviceId, nameId: 'liam', approved: false, at: 1_500 },
      ],
      3_000,
    );
    expect(written).toEqual([
      { deviceId, nameId: 'emma', approved: false, kind: 'dislike', votedAt: 1_001 },
      { deviceId, nameId: 'noah', approved: null, kind: null, votedAt: 3_000 },
    ]);
  });
});
