import { describe, expect, it } from 'vitest';
import type { MemberRanking } from './combine-rankings';
import { combineRankings, talkAboutPlaces } from './combine-rankings';
import { rankByComparisons } from './rate-comparisons';

const NAMES = ['ada', 'bo', 'cas', 'dex', 'eva', 'fay', 'gus'];

/** A member who compared every pair of `order` (best first) the way that order says. */
function memberPreferring(order: string[]): MemberRanking {
  const comparisons = order.flatMap((winnerId, i) =>
    order.slice(i + 1).map((loserId) => ({ winnerId, loserId })),
  );
  return { ranking: rankByComparisons(NAMES, comparisons), comparisons: comparisons.length };
}

const ids = (entries: { nameId: string }[]) => entries.map((entry) => entry.nameId);

describe('rankByComparisons', () => {
  it('ranks by openskill: the name that keeps winning first, the one that keeps losing last', () => {
    const ranking = rankByComparisons(NAMES, [
      { winnerId: 'cas', loserId: 'ada' },
      { winnerId: 'cas', loserId: 'bo' },
      { winnerId: 'ada', loserId: 'bo' },
    ]);
    expect(ids(ranking).slice(0, 1)).toEqual(['cas']);
    expect(ids(ranking).at(-1)).toBe('bo');
    expect(ranking[0]?.ordinal).toBeGreaterThan(ranking[1]?.ordinal ?? Infinity);
  });

  it('leaves out comparisons with a name that is no longer a match, and keeps the given order for equals', () => {
    const ranking = rankByComparisons(['ada', 'bo', 'cas'], [{ winnerId: 'zed', loserId: 'cas' }]);
    expect(ranking.map((ranked) => ranked.nameId)).toEqual(['ada', 'bo', 'cas']);
    expect(new Set(ranking.map((ranked) => ranked.ordinal)).size).toBe(1);
  });
});

describe('combineRankings', () => {
  it('puts first the names both rank high, by the sum of their ordinals', () => {
    const anna = memberPreferring(['ada', 'bo', 'cas', 'dex', 'eva', 'fay', 'gus']);
    const bram = memberPreferring(['bo', 'ada', 'cas', 'dex', 'eva', 'gus', 'fay']);
    const ours = combineRankings(NAMES, [anna, bram]);
    expect(ids(ours).slice(0, 3).sort()).toEqual(['ada', 'bo', 'cas']);
    expect(ids(ours).slice(-2).sort()).toEqual(['fay', 'gus']);
    expect(ours.some((entry) => entry.talkAbout)).toBe(false);
  });

  it('flags a name one ranks in their top three and the other in their bottom three', () => {
    const anna = memberPreferring(['gus', 'ada', 'bo', 'cas', 'dex', 'eva', 'fay']);
    const bram = memberPreferring(['ada', 'bo', 'cas', 'dex', 'eva', 'fay', 'gus']);
    const flagged = combineRankings(NAMES, [anna, bram]).filter((entry) => entry.talkAbout);
    // Gus is Anna's first and Bram's last; Eva and Fay are in Bram's bottom three but not in Anna's top three.
    expect(ids(flagged)).toEqual(['gus']);
  });

  it('breaks a tie in the sum by fewer disagreements', () => {
    const rank = (ordinals: Record<string, number>) => ({
      comparisons: 3,
      ranking: Object.entries(ordinals).map(([nameId, ordinal]) => ({ nameId, ordinal })),
    });
    // Every sum is 6; they agree on Bo's place (second) and are two places apart on Ada and Cas.
    const ours = combineRankings(
      ['ada', 'bo', 'cas'],
      [rank({ ada: 5, bo: 3, cas: 1 }), rank({ cas: 5, bo: 3, ada: 1 })],
    );
    expect(ids(ours)).toEqual(['bo', 'ada', 'cas']);
    expect(ours.map((entry) => entry.place)).toEqual([1, 2, 2]);
  });

  it('shows ties as ties: before any answer every name shares the first place', () => {
    const nobody = { ranking: rankByComparisons(NAMES, []), comparisons: 0 };
    expect(combineRankings(NAMES, [nobody, nobody]).map((entry) => entry.place)).toEqual(NAMES.map(() => 1));
    const anna = memberPreferring(['ada', 'bo', 'cas', 'dex', 'eva', 'fay', 'gus']);
    expect(combineRankings(NAMES, [anna, nobody]).map((entry) => entry.place)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('does not flag anything for a member who has not compared yet', () => {
    const anna = memberPreferring(['gus', 'ada', 'bo', 'cas', 'dex', 'eva', 'fay']);
    const bram = { ranking: rankByComparisons(NAMES, []), comparisons: 0 };
    expect(combineRankings(NAMES, [anna, bram]).some((entry) => entry.talkAbout)).toBe(false);
  });

  it('shrinks "top three" and "bottom three" to half of a short list, so they never overlap', () => {
    expect([2, 3, 4, 5, 6, 40].map(talkAboutPlaces)).toEqual([1, 1, 2, 2, 3, 3]);
    const three = ['ada', 'bo', 'cas'];
    const rank = (order: string[]) => ({
      comparisons: 2,
      ranking: order.map((nameId, i) => ({ nameId, ordinal: 10 - i })),
    });
    const flagged = combineRankings(three, [rank(['ada', 'bo', 'cas']), rank(['cas', 'bo', 'ada'])]);
    expect(ids(flagged.filter((entry) => entry.talkAbout)).sort()).toEqual(['ada', 'cas']);
  });
});
