import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createMatchListCache } from './match-list-cache';

const EMMA = {
  nameId: 'emma',
  name: 'Emma',
  approved: true,
  votedAt: '2026-01-02T00:00:00.000Z',
  gender: 'F',
} as const;
const NOAH = { ...EMMA, nameId: 'noah', name: 'Noah', gender: 'M' } as const;

let opened = 0;
const freshCache = () => createMatchListCache(`test-matches-${++opened}`);

describe('the saved match list', () => {
  it('keeps the last list per device, for a new start', async () => {
    await freshCache().save('anna', [EMMA]);
    const cache = createMatchListCache(`test-matches-${opened}`);
    await cache.save('bram', [EMMA, NOAH]);
    await cache.save('bram', [NOAH]);
    expect(await cache.load('anna')).toEqual([EMMA]);
    expect(await cache.load('bram')).toEqual([NOAH]);
    expect(await cache.load('cleo')).toBeUndefined();
  });

  it('finds nothing in a shape it did not write', async () => {
    const cache = freshCache();
    await cache.save('anna', [{ ...EMMA, votedAt: 'yesterday' }]);
    expect(await cache.load('anna')).toBeUndefined();
  });
});
