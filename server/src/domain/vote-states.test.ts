import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IsolatedDatabase } from '../../test/isolated-app';
import { createIsolatedDatabase } from '../../test/isolated-app';
import { openScratchDatabase } from '../../test/test-database';
import { listUnvotedNames } from './names';
import { acceptInvite, createInvite, leaveFamily } from './invites';
import { castVote, undoVote } from './votes';

const ALL = { tags: [], genders: [], tagMatch: 'any' as const, limit: 10 };

let isolated: IsolatedDatabase;
beforeAll(async () => {
  isolated = await createIsolatedDatabase({ catalogue: true });
});
afterAll(() => isolated.close());

describe('the cached vote state', () => {
  it('follows votes and undos written on its own handle', async () => {
    const { db } = isolated.database;
    const device = randomUUID();
    const [first, second] = await listUnvotedNames(db, device, ALL);
    await castVote(db, device, first?.id ?? '', true);
    await castVote(db, device, second?.id ?? '', false);
    const afterVotes = (await listUnvotedNames(db, device, ALL)).map((name) => name.id);
    expect(afterVotes).not.toContain(first?.id);
    expect(afterVotes).not.toContain(second?.id);
    await undoVote(db, device, first?.id ?? '');
    expect((await listUnvotedNames(db, device, ALL))[0]?.id).toBe(first?.id);
  });

  it('is rebuilt from the database by a fresh process', async () => {
    const device = randomUUID();
    const [voted] = await listUnvotedNames(isolated.database.db, device, ALL);
    await castVote(isolated.database.db, device, voted?.id ?? '', true);
    const restarted = openScratchDatabase(isolated.location);
    try {
      const deck = await listUnvotedNames(restarted.db, device, ALL);
      expect(deck.map((name) => name.id)).not.toContain(voted?.id);
      expect(deck).toHaveLength(10);
    } finally {
      await restarted.close();
    }
  });

  it("deals a partner's likes first once two devices join, and stops when one leaves", async () => {
    const { db } = isolated.database;
    const [me, partner] = [randomUUID(), randomUUID()];
    const popular = (await listUnvotedNames(db, me, { ...ALL, limit: 60 })).map((name) => name.id);
    const rare = (await listUnvotedNames(db, partner, { ...ALL, limit: 2_000 })).at(-1)?.id ?? '';
    await castVote(db, partner, rare, true);
    expect(popular).not.toContain(rare);
    await acceptInvite(db, me, await createInvite(db, partner));
    expect((await listUnvotedNames(db, me, ALL)).map((name) => name.id)).toContain(rare);
    await leaveFamily(db, partner);
    expect((await listUnvotedNames(db, me, ALL)).map((name) => name.id)).not.toContain(rare);
  });
});
