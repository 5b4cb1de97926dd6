import { voteSchema, voteStatsSchema } from '@name-swiper/contract/votes';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { acceptInvite, createInvite } from '../../domain/invites';
import { castVote } from '../../domain/votes';
import type { TestApp } from '../../../test/test-app';
import { createTestApp, newDeviceId } from '../../../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function votes(path: string, deviceId: string) {
  const response = await testApp.app.inject(`/api/votes${path}?deviceId=${deviceId}`);
  expect(response.statusCode).toBe(200);
  return z.array(voteSchema).parse(response.json());
}

async function stats(deviceId: string) {
  const response = await testApp.app.inject(`/api/votes/stats?deviceId=${deviceId}`);
  expect(response.statusCode).toBe(200);
  return voteStatsSchema.parse(response.json());
}

/** A vote cast with the clock at `votedAt` (epoch ms), so the lists' order and times are known. */
async function castVoteAt(votedAt: number, deviceId: string, nameId: string, approved: boolean) {
  vi.useFakeTimers({ toFake: ['Date'], now: votedAt });
  try {
    await castVote(testApp.database.db, deviceId, nameId, approved);
  } finally {
    vi.useRealTimers();
  }
}

async function family() {
  const db = testApp.database.db;
  const me = newDeviceId();
  const partner = newDeviceId();
  await acceptInvite(db, partner, await createInvite(db, me));
  return { me, partner };
}

describe('GET /api/votes', () => {
  it('lists no votes for a new device', async () => {
    expect(await votes('', newDeviceId())).toEqual([]);
  });

  it('lists every vote newest first with name and gender, split into likes and dislikes', async () => {
    const deviceId = newDeviceId();
    await castVoteAt(1_000, deviceId, 'emma', true);
    await castVoteAt(2_000, deviceId, 'noah', false);
    await castVoteAt(3_000, deviceId, 'sophie', true);
    expect(await votes('', deviceId)).toEqual([
      {
        nameId: 'sophie',
        name: 'Sophie',
        approved: true,
        votedAt: new Date(3_000).toISOString(),
        gender: 'F',
      },
      { nameId: 'noah', name: 'Noah', approved: false, votedAt: new Date(2_000).toISOString(), gender: 'M' },
      { nameId: 'emma', name: 'Emma', approved: true, votedAt: new Date(1_000).toISOString(), gender: 'F' },
    ]);
    expect((await votes('/likes', deviceId)).map((v) => v.nameId)).toEqual(['sophie', 'emma']);
    expect((await votes('/dislikes', deviceId)).map((v) => v.nameId)).toEqual(['noah']);
  });

  it('changes a vote in place instead of adding one', async () => {
    const deviceId = newDeviceId();
    await castVoteAt(1_000, deviceId, 'emma', true);
    await castVoteAt(5_000, deviceId, 'emma', false);
    expect(await votes('', deviceId)).toEqual([
      { nameId: 'emma', name: 'Emma', approved: false, votedAt: new Date(5_000).toISOString(), gender: 'F' },
    ]);
  });
});

describe('GET /api/votes/matches and /api/votes/stats', () => {
  it('has no matches and zero partner likes for a device alone', async () => {
    const deviceId = newDeviceId();
    await castVote(testApp.database.db, deviceId, 'emma', true);
    expect(await votes('/matches', deviceId)).toEqual([]);
    expect(await stats(deviceId)).toEqual({ likes: 1, partnerLikes: 0, matches: 0 });
  });

  it('lists the names both partners liked, and counts likes and matches', async () => {
    const db = testApp.database.db;
    const { me, partner } = await family();
    await castVote(db, me, 'emma', true);
    await castVote(db, me, 'noah', true);
    await castVote(db, me, 'sophie', false);
    await castVote(db, partner, 'emma', true);
    await castVote(db, partner, 'sophie', true);
    await castVote(db, partner, 'daan', true);
    expect((await votes('/matches', me)).map((v) => v.nameId)).toEqual(['emma']);
    expect((await votes('/matches', partner)).map((v) => v.nameId)).toEqual(['emma']);
    expect(await stats(me)).toEqual({ likes: 2, partnerLikes: 3, matches: 1 });
    expect(await stats(partner)).toEqual({ likes: 3, partnerLikes: 2, matches: 1 });
  });

  it('does not count likes of people outside the family', async () => {
    const db = testApp.database.db;
    const { me } = await family();
    await castVote(db, me, 'emma', true);
    await castVote(db, newDeviceId(), 'emma', true);
    expect(await votes('/matches', me)).toEqual([]);
  });
});

describe('partner likes in the deck', () => {
  it('mixes names a partner liked into the first cards', async () => {
    const db = testApp.database.db;
    const { me, partner } = await family();
    const response = await testApp.app.inject(`/api/names/unvoted?deviceId=${partner}&limit=200`);
    const deck: { id: string }[] = response.json();
    const liked = deck.slice(-5).map((n) => n.id);
    for (const nameId of liked) {
      await castVote(db, partner, nameId, true);
    }
    const mine = await testApp.app.inject(`/api/names/unvoted?deviceId=${me}&limit=15`);
    const ids = mine.json().map((n: { id: string }) => n.id);
    expect(ids.filter((id: string) => liked.includes(id))).toHaveLength(5);
    expect(ids[1]).toBe(ids.find((id: string) => liked.includes(id)));
  });
});
