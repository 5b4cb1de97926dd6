import { describe, expect, it } from 'vitest';
import type { VoteKind } from './device-votes';
import { DeviceVotes, isLike } from './device-votes';

const ids = Array.from({ length: 1_000 }, (_, ordinal) => `name-${ordinal}`);
const catalogue = { ordinalOf: new Map(ids.map((id, ordinal) => [id, ordinal])) };
const KINDS: VoteKind[] = ['like', 'love', 'dislike', 'maybe', 'last-maybe'];
const likedIds = (votes: DeviceVotes) => {
  const liked: string[] = [];
  votes.forEachOrdinal((ordinal, kind) => {
    if (isLike(kind)) {
      liked.push(ids[ordinal] ?? '');
    }
  });
  return liked;
};

describe('DeviceVotes', () => {
  it('answers like the Map it replaces over a random sequence of votes and undos', () => {
    const votes = new DeviceVotes(catalogue);
    const reference = new Map<string, VoteKind>();
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    for (let step = 0; step < 5_000; step++) {
      const nameId = random(10) === 0 ? `retired-${random(20)}` : (ids[random(ids.length)] ?? '');
      if (random(4) === 0) {
        votes.delete(nameId);
        reference.delete(nameId);
      } else {
        const kind = KINDS[random(KINDS.length)] ?? 'like';
        votes.set(nameId, kind);
        reference.set(nameId, kind);
      }
    }
    expect(votes.size).toBe(reference.size);
    expect(ids.every((id) => votes.has(id) === reference.has(id))).toBe(true);
    const liked = [...reference].filter(([nameId, kind]) => isLike(kind) && !nameId.startsWith('retired'));
    expect(likedIds(votes).sort()).toEqual(liked.map(([nameId]) => nameId).sort());
    expect(votes.returningMaybes).toBe([...reference.values()].filter((kind) => kind === 'maybe').length);
    const ordinals: number[] = [];
    votes.forEachOrdinal((ordinal) => ordinals.push(ordinal));
    expect(ordinals).toEqual([...ordinals].sort((a, b) => a - b));
  });

  it('builds from stored rows in any order, and takes a few bytes per vote', () => {
    const rows = ids
      .slice(0, 200)
      .map((id, ordinal): [string, VoteKind] => [id, ordinal % 3 === 0 ? 'like' : 'dislike'])
      .reverse();
    const votes = DeviceVotes.of(catalogue, rows);
    expect(votes.size).toBe(200);
    expect(votes.hasOrdinal(0) && votes.hasOrdinal(199) && !votes.hasOrdinal(200)).toBe(true);
    expect(likedIds(votes)[0]).toBe('name-0');
    expect(votes.bytes).toBeLessThan(2_000);
  });
});
