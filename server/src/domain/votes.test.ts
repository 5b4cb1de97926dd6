import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createTestApp, newDeviceId } from '../../test/test-app';
import { acceptInvite, createInvite, leaveFamily } from './invites';
import { castVote, listVotes, undoVote } from './votes';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;

async function family(size: number) {
  const devices = Array.from({ length: size }, () => newDeviceId());
  const [first, ...others] = devices;
  for (const other of others) {
    await acceptInvite(db(), other, await createInvite(db(), first ?? ''));
  }
  return devices;
}

describe('castVote', () => {
  it('keeps the newest action on a name: an older one arriving later changes nothing', async () => {
    const deviceId = newDeviceId();
    await castVote(db(), deviceId, 'emma', false);
    const [stored] = await listVotes(db(), deviceId, 'all');
    await castVote(db(), deviceId, 'emma', true, 60_000);
    await undoVote(db(), deviceId, 'emma', 60_000);
    expect(await listVotes(db(), deviceId, 'all')).toEqual([stored]);
  });

  it('dates a vote by when it was taken: an older vote sent later replaces an older stored one', async () => {
    const deviceId = newDeviceId();
    await castVote(db(), deviceId, 'noah', false, 120_000);
    const before = Date.now();
    await castVote(db(), deviceId, 'noah', true, 60_000);
    const [vote] = await listVotes(db(), deviceId, 'all');
    expect(vote?.approved).toBe(true);
    const votedAt = Date.parse(vote?.votedAt ?? '');
    expect(votedAt).toBeLessThanOrEqual(before - 60_000 + 1000);
    expect(votedAt).toBeGreaterThan(before - 120_000);
  });

  it('refuses an unknown name and stores nothing', async () => {
    const deviceId = newDeviceId();
    await expect(castVote(db(), deviceId, 'no-such-name', true)).rejects.toMatchObject({
      code: 'name-not-found',
    });
    expect(await listVotes(db(), deviceId, 'all')).toEqual([]);
  });

  it('reports a match when the second family member likes a name, naming both devices', async () => {
    const [anna = '', bram = ''] = await family(2);
    expect(await castVote(db(), anna, 'emma', true)).toEqual({});
    const result = await castVote(db(), bram, 'emma', true);
    expect(result.match?.name).toBe('Emma');
    expect(new Set(result.match?.deviceIds)).toEqual(new Set([anna, bram]));
  });

  it('does not report a match for a dislike, a repeated like or a stranger', async () => {
    const [anna = '', bram = ''] = await family(2);
    await castVote(db(), anna, 'noah', true);
    expect(await castVote(db(), bram, 'noah', false)).toEqual({});
    await castVote(db(), bram, 'noah', true);
    expect(await castVote(db(), bram, 'noah', true)).toEqual({});
    expect(await castVote(db(), newDeviceId(), 'noah', true)).toEqual({});
  });

  it('names every parent who liked the name in a family of three parents, once all three like it', async () => {
    const [anna = '', bram = '', carla = ''] = await family(3);
    await castVote(db(), anna, 'sophie', true);
    await castVote(db(), bram, 'sophie', false);
    expect(await castVote(db(), carla, 'sophie', true)).toEqual({});
    const result = await castVote(db(), bram, 'sophie', true);
    expect(new Set(result.match?.deviceIds)).toEqual(new Set([anna, bram, carla]));
  });

  it('forgets matches with a member who left', async () => {
    const [anna = '', bram = ''] = await family(2);
    await castVote(db(), anna, 'daan', true);
    await castVote(db(), bram, 'daan', true);
    expect(await listVotes(db(), anna, 'matches')).toHaveLength(1);
    await leaveFamily(db(), bram);
    expect(await listVotes(db(), anna, 'matches')).toEqual([]);
  });
});

describe('undoVote', () => {
  it('removes the vote, and removing it twice is harmless', async () => {
    const deviceId = newDeviceId();
    await castVote(db(), deviceId, 'emma', true);
    await undoVote(db(), deviceId, 'emma');
    await undoVote(db(), deviceId, 'emma');
    expect(await listVotes(db(), deviceId, 'all')).toEqual([]);
  });
});
