import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createTestApp, newDeviceId } from '../../test/test-app';
import { acceptInvite, createInvite } from './invites';
import { VoteWriter } from './vote-writer';
import { listVotes } from './votes';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;

async function someNameIds(count: number): Promise<string[]> {
  const rows = await db().selectFrom('names').select('id').orderBy('rank').limit(count).execute();
  return rows.map((row) => row.id);
}

describe('VoteWriter', () => {
  it('stores many concurrent votes, each readable once its promise resolves', async () => {
    const writer = new VoteWriter(db());
    const deviceId = newDeviceId();
    const nameIds = await someNameIds(600);
    await Promise.all(
      nameIds.map(async (nameId, index) => {
        await writer.write({ kind: 'vote', deviceId, nameId, approved: index % 2 === 0 });
        const stored = await db()
          .selectFrom('votes')
          .select('approved')
          .where('device_id', '=', deviceId)
          .where('name_id', '=', nameId)
          .executeTakeFirst();
        expect(stored?.approved).toBe(index % 2 === 0 ? 1 : 0);
      }),
    );
    expect(await listVotes(db(), deviceId, 'all')).toHaveLength(600);
  });

  it('rejects an unknown name alone and keeps the rest of its batch', async () => {
    const writer = new VoteWriter(db());
    const deviceId = newDeviceId();
    const results = await Promise.allSettled([
      writer.write({ kind: 'vote', deviceId, nameId: 'emma', approved: true }),
      writer.write({ kind: 'vote', deviceId, nameId: 'no-such-name', approved: true }),
      writer.write({ kind: 'vote', deviceId, nameId: 'noah', approved: true }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await listVotes(db(), deviceId, 'all')).map((vote) => vote.nameId).sort()).toEqual([
      'emma',
      'noah',
    ]);
  });

  it('applies operations in order, so a vote then its undo leaves nothing', async () => {
    const writer = new VoteWriter(db());
    const deviceId = newDeviceId();
    await Promise.all([
      writer.write({ kind: 'vote', deviceId, nameId: 'emma', approved: true }),
      writer.write({ kind: 'unvote', deviceId, nameId: 'emma' }),
      writer.write({ kind: 'vote', deviceId, nameId: 'sophie', approved: false }),
    ]);
    expect((await listVotes(db(), deviceId, 'all')).map((vote) => vote.nameId)).toEqual(['sophie']);
  });

  it('reports a match made by two likes that land in the same batch', async () => {
    const anna = newDeviceId();
    const bram = newDeviceId();
    await acceptInvite(db(), bram, await createInvite(db(), anna));
    const writer = new VoteWriter(db());
    const [first, second] = await Promise.all([
      writer.write({ kind: 'vote', deviceId: anna, nameId: 'daan', approved: true }),
      writer.write({ kind: 'vote', deviceId: bram, nameId: 'daan', approved: true }),
    ]);
    expect(first).toEqual({});
    expect(new Set(second.match?.deviceIds)).toEqual(new Set([anna, bram]));
  });
});
