import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { pairDevices } from '../../test/pairing';
import { createTestApp, newDeviceId } from '../../test/test-app';
import { celebratedAmong, celebrateMatch, matchesToCelebrate } from './family-matches';
import { acceptInvite, createInvite, leaveFamily } from './invites';
import { signIn } from './users';
import { castVote, listVotes, undoVote } from './votes';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;

const pair = (anna?: string, bram?: string) => pairDevices(db(), anna, bram);

const namesToCelebrate = async (deviceId: string) =>
  (await matchesToCelebrate(db(), deviceId)).map((match) => match.name);

async function likeBoth(anna: string, bram: string, nameIds: string[]): Promise<void> {
  for (const nameId of nameIds) {
    await castVote(db(), anna, nameId, true);
    await castVote(db(), bram, nameId, true);
  }
}

describe('matches to celebrate', () => {
  it('lists every match the device has not celebrated, oldest first, until it celebrates each', async () => {
    const [anna, bram] = await pair();
    await likeBoth(anna, bram, ['liam', 'noah', 'emma']);
    expect(await matchesToCelebrate(db(), anna)).toEqual([
      { nameId: 'liam', name: 'Liam' },
      { nameId: 'noah', name: 'Noah' },
      { nameId: 'emma', name: 'Emma' },
    ]);
    await celebrateMatch(db(), anna, 'noah');
    expect(await namesToCelebrate(anna)).toEqual(['Liam', 'Emma']);
    expect(await namesToCelebrate(bram)).toEqual(['Liam', 'Noah', 'Emma']);
  });

  it('does not list a match again after an undo and a like again, and keeps when it was first made', async () => {
    const [anna, bram] = await pair();
    await likeBoth(anna, bram, ['sophie']);
    const [before] = await listVotes(db(), anna, 'matches');
    await celebrateMatch(db(), anna, 'sophie');
    await celebrateMatch(db(), bram, 'sophie');
    await undoVote(db(), bram, 'sophie');
    expect(await listVotes(db(), anna, 'matches')).toEqual([]);
    await castVote(db(), bram, 'sophie', true);
    expect(await namesToCelebrate(anna)).toEqual([]);
    expect(await namesToCelebrate(bram)).toEqual([]);
    const [after] = await listVotes(db(), anna, 'matches');
    expect(after?.matchedAt).toBeDefined();
    expect(after?.matchedAt).toBe(before?.matchedAt);
    expect(await celebratedAmong(db(), 'sophie', [anna, bram])).toEqual(new Set([anna, bram]));
  });

  it('lists only current matches: an ended match waits until it is a match again', async () => {
    const [anna, bram] = await pair();
    await likeBoth(anna, bram, ['julia']);
    await castVote(db(), bram, 'julia', false);
    expect(await namesToCelebrate(anna)).toEqual([]);
    await castVote(db(), bram, 'julia', true);
    expect(await namesToCelebrate(anna)).toEqual(['Julia']);
  });

  it('counts what another device of the same account celebrated in the family (a reinstall)', async () => {
    const identity = {
      provider: 'github',
      subject: randomUUID(),
      email: 'anna@example.com',
      name: null,
      picture: null,
    };
    const [anna, bram] = await pair();
    await signIn(db(), identity, anna);
    await likeBoth(anna, bram, ['lucas']);
    await celebrateMatch(db(), anna, 'lucas');

    // The app reinstalled: a new device id, signed in to the same account, joins the family again and likes again.
    const reinstalled = newDeviceId();
    await signIn(db(), identity, reinstalled);
    await acceptInvite(db(), reinstalled, await createInvite(db(), bram));
    await castVote(db(), reinstalled, 'lucas', true);
    expect(await namesToCelebrate(reinstalled)).toEqual([]);
    expect(await celebratedAmong(db(), 'lucas', [reinstalled, bram])).toEqual(new Set([reinstalled]));
  });

  it('makes the likes a joiner shares with the family matches to celebrate, once', async () => {
    const anna = newDeviceId();
    const bram = newDeviceId();
    await castVote(db(), anna, 'mila', true);
    await castVote(db(), bram, 'mila', true);
    await castVote(db(), bram, 'daan', true);
    await pair(anna, bram);
    expect(await namesToCelebrate(anna)).toEqual(['Mila']);
    expect(await namesToCelebrate(bram)).toEqual(['Mila']);
    await celebrateMatch(db(), bram, 'mila');

    // Leaving and coming back to the same family does not make Mila new again.
    await leaveFamily(db(), bram);
    expect(await namesToCelebrate(anna)).toEqual([]);
    await acceptInvite(db(), bram, await createInvite(db(), anna));
    expect(await namesToCelebrate(bram)).toEqual([]);
    expect(await namesToCelebrate(anna)).toEqual(['Mila']);
  });

  it('ignores a celebration of a name the family never matched on, and is empty alone', async () => {
    const [anna] = await pair();
    await celebrateMatch(db(), anna, 'emma');
    await castVote(db(), anna, 'emma', true);
    expect(await namesToCelebrate(anna)).toEqual([]);
    expect(await celebratedAmong(db(), 'emma', [anna])).toEqual(new Set());
    const alone = newDeviceId();
    await castVote(db(), alone, 'emma', true);
    expect(await matchesToCelebrate(db(), alone)).toEqual([]);
  });
});
