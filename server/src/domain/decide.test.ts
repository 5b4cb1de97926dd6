import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createTestApp, newDeviceId } from '../../test/test-app';
import { compareNames, decideState } from './decide';
import { acceptInvite, createInvite } from './invites';
import { signIn } from './users';
import { castVote, undoVote } from './votes';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;

async function join(joiner: string, member: string) {
  await acceptInvite(db(), joiner, await createInvite(db(), member));
}

async function like(deviceId: string, nameIds: string[]) {
  for (const nameId of nameIds) {
    await castVote(db(), deviceId, nameId, true);
  }
}

/** Anna and Bram, paired, both liking Emma, Liam and Noah; only Anna likes Olivia, only Bram likes Mila. */
async function couple() {
  const anna = newDeviceId();
  const bram = newDeviceId();
  await join(bram, anna);
  await like(anna, ['emma', 'liam', 'noah', 'olivia']);
  await like(bram, ['emma', 'liam', 'noah', 'mila']);
  return { anna, bram };
}

const order = (ranking: { nameId: string }[] | undefined) => ranking?.map((ranked) => ranked.nameId);

describe('decideState', () => {
  it('lists the names both partners like, never a like of only one, with a ranking for each, own first', async () => {
    const { anna, bram } = await couple();
    const state = await decideState(db(), anna);
    expect(state.names).toEqual([
      { nameId: 'emma', name: 'Emma' },
      { nameId: 'liam', name: 'Liam' },
      { nameId: 'noah', name: 'Noah' },
    ]);
    expect(state.rankings.map((ranking) => [ranking.you, ranking.comparisons])).toEqual([
      [true, 0],
      [false, 0],
    ]);
    expect(state.rankings.flatMap((ranking) => order(ranking.ranking)).sort()).not.toContain('olivia');
    expect(JSON.stringify(await decideState(db(), bram))).not.toMatch(/olivia|mila/);
    expect(state.comparedPairs).toEqual([]);
  });

  it('has nothing to rank for a device alone', async () => {
    const alone = newDeviceId();
    await like(alone, ['emma', 'liam', 'noah']);
    expect(await decideState(db(), alone)).toMatchObject({ names: [], ours: [] });
  });
});

describe('compareNames', () => {
  it("stores a partner's answers per device and ranks them into both views and our ranking", async () => {
    const { anna, bram } = await couple();
    await compareNames(db(), anna, 'noah', 'emma');
    await compareNames(db(), anna, 'noah', 'liam');
    await compareNames(db(), bram, 'noah', 'liam');

    const annaView = await decideState(db(), anna);
    expect(annaView.rankings[0]).toMatchObject({ you: true, comparisons: 2 });
    expect(order(annaView.rankings[0]?.ranking)?.[0]).toBe('noah');
    expect(annaView.comparedPairs).toEqual(
      expect.arrayContaining([
        ['noah', 'emma'],
        ['noah', 'liam'],
      ]),
    );
    const bramView = await decideState(db(), bram);
    expect(bramView.rankings.map((ranking) => [ranking.you, ranking.comparisons])).toEqual([
      [true, 1],
      [false, 2],
    ]);
    expect(bramView.comparedPairs).toEqual([['noah', 'liam']]);
    expect(order(bramView.ours)?.[0]).toBe('noah');
    expect(bramView.ours).toEqual(annaView.ours);
  });

  it('replaces an answer given again for the same pair instead of counting it twice', async () => {
    const { anna } = await couple();
    await compareNames(db(), anna, 'noah', 'emma');
    await compareNames(db(), anna, 'emma', 'noah');
    const state = await decideState(db(), anna);
    const [own] = state.rankings;
    expect(own?.comparisons).toBe(1);
    expect(order(own?.ranking)?.[0]).toBe('emma');
    expect(state.comparedPairs).toEqual([['emma', 'noah']]);
  });

  it('says whose answers put every name in order: a chain of answers settles the pairs it implies', async () => {
    const { anna, bram } = await couple();
    await compareNames(db(), anna, 'noah', 'liam');
    expect((await decideState(db(), anna)).rankings.map((ranking) => ranking.settled)).toEqual([
      false,
      false,
    ]);
    await compareNames(db(), anna, 'liam', 'emma');
    const annaView = await decideState(db(), anna);
    expect(annaView.rankings.map((ranking) => ranking.settled)).toEqual([true, false]);
    expect(annaView.rankings[0]?.comparisons).toBe(2);
    expect((await decideState(db(), bram)).rankings.map((ranking) => ranking.settled)).toEqual([false, true]);
  });

  it('refuses a name that is not a match of the family, the same name twice, and a device alone', async () => {
    const { anna } = await couple();
    await expect(compareNames(db(), anna, 'olivia', 'emma')).rejects.toMatchObject({ code: 'not-a-match' });
    await expect(compareNames(db(), anna, 'emma', 'emma')).rejects.toMatchObject({ code: 'not-a-match' });
    const alone = newDeviceId();
    await like(alone, ['emma', 'noah']);
    await expect(compareNames(db(), alone, 'emma', 'noah')).rejects.toMatchObject({ code: 'not-a-match' });
    expect((await decideState(db(), anna)).rankings[0]?.comparisons).toBe(0);
  });

  it('drops a name from every ranking once it stops being a match, and its answers with it', async () => {
    const { anna, bram } = await couple();
    await compareNames(db(), anna, 'liam', 'emma');
    await compareNames(db(), anna, 'noah', 'emma');
    await undoVote(db(), bram, 'liam');
    const state = await decideState(db(), anna);
    expect(state.names.map((name) => name.nameId)).toEqual(['emma', 'noah']);
    expect(state.rankings.map((ranking) => order(ranking.ranking))).toEqual([
      ['noah', 'emma'],
      ['emma', 'noah'],
    ]);
    expect(order(state.ours)).not.toContain('liam');
    expect(state.rankings[0]?.comparisons).toBe(1);
    await expect(compareNames(db(), anna, 'liam', 'noah')).rejects.toMatchObject({ code: 'not-a-match' });
  });

  it("keeps a signed-in partner's answers across a reinstall: the account's new device ranks as the old one did", async () => {
    const identity = {
      provider: 'github',
      subject: randomUUID(),
      email: 'anna@example.com',
      name: 'Anna',
      picture: null,
    };
    const { anna, bram } = await couple();
    await signIn(db(), identity, anna);
    await compareNames(db(), anna, 'liam', 'emma');
    await compareNames(db(), anna, 'liam', 'noah');

    const reinstalled = newDeviceId();
    await signIn(db(), identity, reinstalled);
    await join(reinstalled, bram);
    const state = await decideState(db(), reinstalled);
    expect(state.names.map((name) => name.nameId)).toEqual(['emma', 'liam', 'noah']);
    expect(state.rankings).toHaveLength(2);
    expect(state.rankings[0]).toMatchObject({ you: true, comparisons: 2 });
    expect(order(state.rankings[0]?.ranking)?.[0]).toBe('liam');
    expect(state.comparedPairs).toHaveLength(2);
  });
});
