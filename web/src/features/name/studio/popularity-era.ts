import type { StatisticsCountry } from '@name-swiper/contract/constants';
import type { PopularitySeries } from '@name-swiper/contract/names';

/** Decades apart at which two names belong to different eras: a generation. */
export const ERA_GAP_YEARS = 30;

export interface EraGap {
  country: StatisticsCountry;
  /** The decade each name was given most often there (1920 for the 1920s). */
  decades: [number, number];
}

/**
 * The decade a name was given most often in one country: the highest yearly average over the years of the decade
 * that have a figure (so the decade under way counts as fairly as a finished one), both sexes together.
 */
export function peakDecade(
  popularity: readonly PopularitySeries[],
  country: StatisticsCountry,
): number | undefined {
  const decades = new Map<number, { total: number; years: Set<number> }>();
  for (const series of popularity) {
    if (series.country !== country) {
      continue;
    }
    series.counts.forEach((count, offset) => {
      if (count === null) {
        return;
      }
      const year = series.firstYear + offset;
      const decade = Math.floor(year / 10) * 10;
      const entry = decades.get(decade) ?? { total: 0, years: new Set<number>() };
      entry.total += count;
      entry.years.add(year);
      decades.set(decade, entry);
    });
  }
  let best: { decade: number; average: number } | undefined;
  for (const [decade, { total, years }] of decades) {
    const average = total / years.size;
    if (average > 0 && (!best || average > best.average)) {
      best = { decade, average };
    }
  }
  return best?.decade;
}

const inCountry = (popularity: readonly PopularitySeries[], country: StatisticsCountry) =>
  popularity.filter((series) => series.country === country);
const firstYearIn = (popularity: readonly PopularitySeries[], country: StatisticsCountry): number =>
  Math.min(...inCountry(popularity, country).map((series) => series.firstYear));
const birthsIn = (popularity: readonly PopularitySeries[], country: StatisticsCountry): number =>
  inCountry(popularity, country).reduce(
    (total, series) => total + series.counts.reduce<number>((sum, count) => sum + (count ?? 0), 0),
    0,
  );

/**
 * Whether two names peaked a generation or more apart, compared in the country where both have figures over the
 * longest span (most series start in the 1990s and cannot show an era), and of those where the first name was given
 * most, whose figures say the most.
 */
export function eraGap(a: readonly PopularitySeries[], b: readonly PopularitySeries[]): EraGap | undefined {
  const since = (country: StatisticsCountry) => Math.max(firstYearIn(a, country), firstYearIn(b, country));
  const shared = [...new Set(a.map((series) => series.country))]
    .filter((country) => b.some((series) => series.country === country))
    .sort((x, y) => since(x) - since(y) || birthsIn(a, y) - birthsIn(a, x));
  const country = shared[0];
  if (country === undefined) {
    return undefined;
  }
  const [da, db] = [peakDecade(a, country), peakDecade(b, country)];
  if (da === undefined || db === undefined || Math.abs(da - db) < ERA_GAP_YEARS) {
    return undefined;
  }
  return { country, decades: [da, db] };
}
