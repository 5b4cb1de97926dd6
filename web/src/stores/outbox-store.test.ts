import { describe, expect, it } from 'vitest';
import { freshVoteDb } from '../test/vote-db';
import { createOutbox } from './outbox-store';

async function reloaded(db: ReturnType<typeof freshVoteDb>) {
  await db.flushed();
  const outbox = createOutbox(db);
  await outbox.load();
  return outbox;
}

describe('vote outbox', () => {
  it('persists entries in order across a reload (a new outbox on the same database)', async () => {
    const db = freshVoteDb();
    const outbox = createOutbox(db);
    outbox.add({ kind: 'vote', nameId: 'emma', approved: true, at: 1 });
    outbox.add({ kind: 'unvote', nameId: 'noah', at: 2 });
    expect(outbox.get()).toEqual([
      { kind: 'vote', nameId: 'emma', approved: true, at: 1, seq: 1 },
      { kind: 'unvote', nameId: 'noah', at: 2, seq: 2 },
    ]);
    const again = await reloaded(db);
    expect(again.get()).toEqual(outbox.get());
    expect(again.add({ kind: 'vote', nameId: 'mila', approved: false, at: 3 }).seq).toBe(3);
  });

  it('keeps one entry per name: the newest action replaces the older one and goes last', async () => {
    const db = freshVoteDb();
    const outbox = createOutbox(db);
    outbox.add({ kind: 'vote', nameId: 'emma', approved: true, at: 1 });
    outbox.add({ kind: 'vote', nameId: 'noah', approved: true, at: 2 });
    outbox.add({ kind: 'unvote', nameId: 'emma', at: 3 });
    expect(outbox.get().map((entry) => [entry.kind, entry.nameId])).toEqual([
      ['vote', 'noah'],
      ['unvote', 'emma'],
    ]);
    expect((await reloaded(db)).get()).toEqual(outbox.get());
  });

  it('drops an entry once acknowledged, but not one that a newer action replaced', async () => {
    const db = freshVoteDb();
    const outbox = createOutbox(db);
    const first = outbox.add({ kind: 'vote', nameId: 'emma', approved: true, at: 1 });
    const second = outbox.add({ kind: 'vote', nameId: 'emma', approved: false, at: 2 });
    outbox.acknowledge(first);
    expect(outbox.get()).toEqual([second]);
    outbox.acknowledge(second);
    expect(outbox.get()).toEqual([]);
    expect((await reloaded(db)).get()).toEqual([]);
  });

  it('names what a server answer may be wrong about: pending actions and those acknowledged after it was asked', () => {
    let now = 100;
    const outbox = createOutbox(freshVoteDb(), () => now);
    const emma = outbox.add({ kind: 'vote', nameId: 'emma', approved: true, at: 1 });
    outbox.add({ kind: 'vote', nameId: 'noah', approved: true, at: 2 });
    now = 200;
    outbox.acknowledge(emma);
    expect(outbox.unsettledSince(150)).toEqual(new Set(['emma', 'noah']));
    expect(outbox.unsettledSince(250)).toEqual(new Set(['noah']));
  });

  it('ignores a stored value that is not an outbox entry', async () => {
    const db = freshVoteDb();
    db.put('outbox', 1, { not: 'an entry' });
    expect((await reloaded(db)).get()).toEqual([]);
  });
});
