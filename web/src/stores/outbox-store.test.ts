import { describe, expect, it } from 'vitest';
import { createOutbox } from './outbox-store';

describe('vote outbox', () => {
  it('persists entries across a reload (a new outbox on the same storage)', () => {
    const outbox = createOutbox('test-outbox');
    outbox.add({ kind: 'vote', nameId: 'emma', approved: true });
    outbox.add({ kind: 'unvote', nameId: 'noah' });
    const reloaded = createOutbox('test-outbox');
    expect(reloaded.get()).toEqual([
      { kind: 'vote', nameId: 'emma', approved: true },
      { kind: 'unvote', nameId: 'noah' },
    ]);
  });

  it('keeps one entry per name, the newest action winning', () => {
    const outbox = createOutbox('test-outbox');
    outbox.add({ kind: 'vote', nameId: 'emma', approved: true });
    outbox.add({ kind: 'unvote', nameId: 'emma' });
    expect(outbox.get()).toEqual([{ kind: 'unvote', nameId: 'emma' }]);
  });

  it('drops an entry once acknowledged, but not one that a newer action replaced', () => {
    const outbox = createOutbox('test-outbox');
    outbox.add({ kind: 'vote', nameId: 'emma', approved: true });
    const first = outbox.get()[0];
    outbox.add({ kind: 'vote', nameId: 'emma', approved: false });
    if (first) {
      outbox.acknowledge(first);
    }
    expect(outbox.get()).toEqual([{ kind: 'vote', nameId: 'emma', approved: false }]);
    const second = outbox.get()[0];
    if (second) {
      outbox.acknowledge(second);
    }
    expect(createOutbox('test-outbox').get()).toEqual([]);
  });

  it('ignores a stored value that is not an outbox', () => {
    window.localStorage.setItem('test-outbox', '{"not":"a list"');
    expect(createOutbox('test-outbox').get()).toEqual([]);
  });
});
