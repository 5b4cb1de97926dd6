import type { PopularitySeries } from '@name-swiper/contract/names';
import { describe, expect, it } from 'vitest';
import { eraGap, peakDecade } from './popularity-era';
import { siblingNotes } from './sibling-notes';

/** A series from 1900 with `count` births in every year of the given decades and 10 in the others. */
function series(
  country: 'us' | 'nl' | 'ew',
  sex: 'F' | 'M',
  peaks: number[],
  firstYear = 1900,
): PopularitySeries {
  const counts = Array.from({ length: 2024 - firstYear + 1 }, (_, offset) =>
    peaks.includes(Math.floor((firstYear + offset) / 10) * 10) ? 1000 : 10,
  );
  return { country, sex, firstYear, counts };
}

describe('popularity era', () => {
  it('finds the decade with the most births a year, both sexes together', () => {
    expect(peakDecade([series('us', 'F', [1920])], 'us')).toBe(1920);
    expect(peakDecade([series('us', 'F', [1950]), series('us', 'M', [2010])], 'us')).toBe(1950);
    expect(peakDecade([series('us', 'F', [1950])], 'nl')).toBeUndefined();
  });

  it('averages over the years with a figure, so a decade under way is not behind', () => {
    const recent: PopularitySeries = {
      country: 'nl',
      sex: 'F',
      firstYear: 2015,
      counts: [100, 100, 100, 100, 100, 300, 300],
    };
    expect(peakDecade([recent], 'nl')).toBe(2020);
  });

  it('compares where both names have the longest history, and only a generation apart', () => {
    const margaret = [series('ew', 'F', [2000], 1996), series('us', 'F', [1920])];
    const mia = [series('ew', 'F', [2010], 1996), series('us', 'F', [2010])];
    expect(eraGap(mia, margaret)).toEqual({ country: 'us', decades: [2010, 1920] });
    expect(eraGap(mia, [series('us', 'F', [1990])])).toBeUndefined();
  });

  it('of series as long, compares where the first name was given most', () => {
    const small = (peaks: number[]) => ({
      ...series('nl', 'F', peaks),
      counts: series('nl', 'F', peaks).counts.map((count) => (count === null ? null : count / 10)),
    });
    const mia = [small([1950]), series('us', 'F', [2010])];
    const dorothy = [small([2010]), series('us', 'F', [1920])];
    expect(eraGap(mia, dorothy)).toEqual({ country: 'us', decades: [2010, 1920] });
  });
});

describe('sibling notes', () => {
  it('notes a shared initial, a rhyme and a generation between the names', () => {
    expect(siblingNotes({ name: 'Mason' }, { name: 'Jason' })).toEqual([{ kind: 'rhyme' }]);
    expect(siblingNotes({ name: 'Mia' }, { name: 'Max' })).toEqual([{ kind: 'same-initial', initial: 'M' }]);
    expect(
      siblingNotes(
        { name: 'Mia', popularity: [series('us', 'F', [2010])] },
        { name: 'Dorothy', popularity: [series('us', 'F', [1920])] },
      ),
    ).toEqual([{ kind: 'era', country: 'us', decades: [2010, 1920] }]);
  });

  it('has nothing to note for names apart in sound and close in time, or without figures', () => {
    expect(siblingNotes({ name: 'Emma' }, { name: 'Noah' })).toEqual([]);
  });
});
