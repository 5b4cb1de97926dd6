import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createTestApp, newDeviceId } from '../../test/test-app';
import { acceptInvite, createInvite } from './invites';
import { castVote, listVotes, undoVote } from './votes';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;

async function someNameIds(count: number): Promise<string[]> {
  // Catalogue names only: other test files add families' own names (inactive rows) to the shared database.
  const rows = await db()
    .selectFrom('names')
    .select('id')
    .where('active', '=', 1)
    .orderBy('rank')
    .limit(count)
    .execute();
  return rows.map((row) => row.id);
}

/** A database-level refusal for one device's votes, as a failing constraint or disk would give. */
async function refuseVotesOf(deviceId: string): Promise<void> {
  if (testApp.database.dialect === 'sqlite') {
    await sql`create trigger refuse_votes before insert on votes when new.device_id = ${sql.lit(deviceId)}
      begin select raise(abort, 'refused by the test'); end`.execute(db());
    return;
  }
  await sql`create function refuse_votes() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`.execute(db());
  await sql`create trigger refuse_votes before insert on votes for each row
      when (new.device_id = ${sql.lit(deviceId)}) execute function refuse_votes()`.execute(db());
}

async function allowVotes(): Promise<void> {
  if (testApp.database.dialect === 'sqlite') {
    await sql`drop trigger refuse_votes`.execute(db());
    return;
  }
  await sql`drop trigger refuse_votes on votes`.execute(db());
  await sql`drop function refuse_votes()`.execute(db());
}

describe('concurrent votes, group-committed', () => {
  it('stores many concurrent votes, each readable once its promise resolves', async () => {
    const deviceId = newDeviceId();
    const nameIds = await someNameIds(600);
    await Promise.all(
      nameIds.map(async (nameId, index) => {
        await castVote(db(), deviceId, nameId, index % 2 === 0);
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
    const deviceId = newDeviceId();
    const results = await Promise.allSettled([
      castVote(db(), deviceId, 'emma', true),
      castVote(db(), deviceId, 'no-such-name', true),
      castVote(db(), deviceId, 'noah', true),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await listVotes(db(), deviceId, 'all')).map((vote) => vote.nameId).sort()).toEqual([
      'emma',
      'noah',
    ]);
  });

  it('keeps the rest of a batch when the database refuses one of its votes', async () => {
    const refused = newDeviceId();
    const accepted = newDeviceId();
    await refuseVotesOf(refused);
    try {
      const results = await Promise.allSettled([
        castVote(db(), accepted, 'emma', true),
        castVote(db(), refused, 'emma', true),
        castVote(db(), accepted, 'noah', false),
      ]);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect((await listVotes(db(), accepted, 'all')).map((vote) => vote.nameId).sort()).toEqual([
        'emma',
        'noah',
      ]);
      expect(await listVotes(db(), refused, 'all')).toEqual([]);
    } finally {
      await allowVotes();
    }
  });

  it('applies operations in order, so a vote then its undo leaves nothing', async () => {
    const deviceId = newDeviceId();
    await Promise.all([
      castVote(db(), deviceId, 'emma', true),
      undoVote(db(), deviceId, 'emma'),
      castVote(db(), deviceId, 'sophie', false),
    ]);
    expect((await listVotes(db(), deviceId, 'all')).map((vote) => vote.nameId)).toEqual(['sophie']);
  });

  it('reports a match made by two likes that land in the same batch', async () => {
    const anna = newDeviceId();
    const bram = newDeviceId();
    await acceptInvite(db(), bram, await createInvite(db(), anna));
    const [first, second] = await Promise.all([
      castVote(db(), anna, 'daan', true),
      castVote(db(), bram, 'daan', true),
    ]);
    expect(first).toEqual({});
    expect(new Set(second.match?.deviceIds)).toEqual(new Set([anna, bram]));
  });
});
