/** Per name and statistics series: recent births, sex share, gender, latest rank, peak year and trend. */
import {
  RECENT_TO,
  TREND_FALLING,
  TREND_MAX_AGE,
  TREND_MIN_BIRTHS,
  TREND_MIN_KNOWN,
  TREND_RISING,
  TREND_WINDOW,
  TREND_YEARS,
} from './config';
import type { Country } from './config';
import { seriesGender } from './assign-gender';
import type { Gender, SexBirths } from './assign-gender';
import type { OneIn } from './one-in';
import { figures, recentWindow } from './read-popularity';
import type { CountrySeries, NameSeries } from './read-popularity';

export type Trend = 'rising' | 'steady' | 'falling';

export interface CountryStats {
  country: Country;
  recentBirths: number;
  femaleShare?: number;
  gender?: Gender;
  latestYear: number;
  latestRank?: number;
  peakYear: number;
  trend?: Trend;
  /** How common the name was in the series' last year (one-in.ts). */
  oneIn?: OneIn;
}

/** Rank of every name key among the names of one sex in the series' last year (1 = most births; ties share). */
export interface LatestRanks {
  female: Map<string, number>;
  male: Map<string, number>;
}

function ranksOf(series: CountrySeries, pick: (entry: NameSeries) => readonly number[]): Map<string, number> {
  const index = series.lastYear - series.firstYear;
  const counts = [...series.names]
    .map(([key, entry]) => ({ key, count: pick(entry)[index] ?? 0 }))
    .filter((n) => n.count > 0)
    .sort((a, b) => b.count - a.count);
  const ranks = new Map<string, number>();
  counts.forEach((n, i) => {
    const previous = counts[i - 1];
    ranks.set(
      n.key,
      previous !== undefined && previous.count === n.count ? (ranks.get(previous.key) ?? i + 1) : i + 1,
    );
  });
  return ranks;
}

export function latestRanks(series: CountrySeries): LatestRanks {
  return { female: ranksOf(series, (e) => e.female), male: ranksOf(series, (e) => e.male) };
}

/** Recent births by sex; for top lists the share is known only when every listed year lists both sexes. */
export function recentSexBirths(series: CountrySeries, entry: NameSeries): SexBirths {
  const { from, to } = recentWindow(series);
  const female = figures(series, entry.female);
  const male = figures(series, entry.male);
  let femaleBirths = 0;
  let maleBirths = 0;
  let bothSexesKnown = true;
  for (let year = from; year <= to; year++) {
    const f = female[year - series.firstYear];
    const m = male[year - series.firstYear];
    femaleBirths += f ?? 0;
    maleBirths += m ?? 0;
    if ((f === null) !== (m === null)) {
      bothSexesKnown = false;
    }
  }
  return { female: femaleBirths, male: maleBirths, bothSexesKnown };
}

/** Births of both sexes per year, null where neither sex has a figure. */
function yearlyBirths(series: CountrySeries, entry: NameSeries): (number | null)[] {
  const female = figures(series, entry.female);
  const male = figures(series, entry.male);
  return female.map((f, i) => {
    const m = male[i] ?? null;
    return f === null && m === null ? null : (f ?? 0) + (m ?? 0);
  });
}

/** Year of most births (both sexes), the earliest on ties. */
export function peakYear(firstYear: number, yearly: readonly (number | null)[]): number {
  let best = 0;
  yearly.forEach((count, i) => {
    if ((count ?? 0) > (yearly[best] ?? 0)) {
      best = i;
    }
  });
  return firstYear + best;
}

/**
 * The trend rule of config.ts on yearly births and the yearly births they are a share of (the last TREND_YEARS
 * entries of both arrays are used).
 */
export function trendOf(yearly: readonly (number | null)[], births: readonly number[]): Trend | undefined {
  const start = Math.max(0, yearly.length - TREND_YEARS);
  const meanShare = (from: number): { mean: number; known: number; births: number } => {
    let sum = 0;
    let known = 0;
    let count = 0;
    for (let i = from; i < from + TREND_WINDOW; i++) {
      const value = yearly[i];
      const total = births[i] ?? 0;
      if (value !== null && value !== undefined && total > 0) {
        sum += value / total;
        known++;
        count += value;
      }
    }
    return { mean: known > 0 ? sum / known : 0, known, births: count };
  };
  if (yearly.length - start < 2 * TREND_WINDOW) {
    return undefined;
  }
  const early = meanShare(start);
  const late = meanShare(yearly.length - TREND_WINDOW);
  if (
    early.known < TREND_MIN_KNOWN ||
    late.known < TREND_MIN_KNOWN ||
    early.births + late.births < TREND_MIN_BIRTHS
  ) {
    return undefined;
  }
  if (early.mean === 0 || late.mean / early.mean >= TREND_RISING) {
    return 'rising';
  }
  return late.mean / early.mean <= TREND_FALLING ? 'falling' : 'steady';
}

/** The row of countries.csv for a name in a series; undefined without recent births. */
export function countryStats(
  series: CountrySeries,
  entry: NameSeries,
  key: string,
  ranks: LatestRanks,
): CountryStats | undefined {
  const sexBirths = recentSexBirths(series, entry);
  const { births, femaleShare, gender } = seriesGender(sexBirths);
  if (births === 0) {
    return undefined;
  }
  const yearly = yearlyBirths(series, entry);
  const rank = (sexBirths.female >= sexBirths.male ? ranks.female : ranks.male).get(key);
  return {
    country: series.country,
    recentBirths: births,
    femaleShare,
    gender,
    latestYear: series.lastYear,
    latestRank: rank,
    peakYear: peakYear(series.firstYear, yearly),
    trend: series.lastYear >= RECENT_TO - TREND_MAX_AGE ? trendOf(yearly, series.births) : undefined,
  };
}
