import type { StatisticsCountry } from '@name-swiper/contract/constants';
import { POPULARITY_CHART, STATISTICS_COUNTRIES } from '@name-swiper/contract/constants';
import type { PopularitySeries } from '@name-swiper/contract/names';

export const SERIES_COLOURS: Record<StatisticsCountry, string> = {
  nl: '#e0663a',
  be: '#c19a1b',
  'de-berlin': '#6d7f99',
  fr: '#3d7cc9',
  es: '#c2457a',
  it: '#2f9a62',
  ew: '#8a63c4',
  us: '#3a9aa6',
  sct: '#5b6fd6',
  nir: '#7a52a8',
  ie: '#3f9e4d',
  'be-vlg': '#d8b42a',
  'be-wal': '#a8841a',
  'be-bru': '#8c6d12',
  'de-koeln': '#56687f',
  'de-leipzig': '#8797ad',
  'de-muenchen': '#41526a',
  'at-vie': '#c4574a',
  no: '#b5485c',
  se: '#2b77b8',
  nz: '#4e8f82',
  'au-sa': '#c97b2e',
  'au-nsw': '#a35f1f',
  'ca-on': '#b43f3f',
};

/** Both sexes summed, or one of them. */
export type SexView = 'all' | 'F' | 'M';

export interface ChartSeries {
  country: StatisticsCountry;
  /** One value per year of `years`; null where the source has no figure (drawn as a gap). */
  values: (number | null)[];
}

export interface ChartData {
  years: number[];
  series: ChartSeries[];
}

function lastYearWithFigure({ firstYear, counts }: PopularitySeries): number {
  const index = counts.findLastIndex((count) => count !== null);
  return firstYear + index;
}

/** From the spec's first year to the latest year any of the name's series has a figure for. */
function chartYears(popularity: readonly PopularitySeries[]): number[] {
  const lastYear = Math.max(POPULARITY_CHART.firstYear, ...popularity.map(lastYearWithFigure));
  return Array.from(
    { length: lastYear - POPULARITY_CHART.firstYear + 1 },
    (_, index) => POPULARITY_CHART.firstYear + index,
  );
}

const total = (values: readonly (number | null)[]) =>
  values.reduce<number>((sum, value) => sum + (value ?? 0), 0);

/**
 * Both sexes of one country added up. A year inside the main sex's series (more births) that it has no figure for
 * is a gap: counting the other sex alone would draw a false dip. A year only the other sex lacks counts the main
 * sex's births (a top-N list that does not reach the other sex hides few births, so the lower bound is nearly
 * right), and before or after the main sex's series the other sex's births stand alone.
 */
function sumOfSexes(sexes: readonly (number | null)[][]): (number | null)[] {
  const [main = [], ...others] = [...sexes].sort((a, b) => total(b) - total(a));
  const first = main.findIndex((value) => value !== null);
  const last = main.findLastIndex((value) => value !== null);
  return main.map((value, index) => {
    if (value === null && index >= first && index <= last) {
      return null;
    }
    const figures = [value, ...others.map((other) => other[index] ?? null)].filter(
      (figure) => figure !== null,
    );
    return figures.length === 0 ? null : total(figures);
  });
}

export function hasBothSexes(popularity: readonly PopularitySeries[]): boolean {
  return popularity.some(({ sex }) => sex === 'F') && popularity.some(({ sex }) => sex === 'M');
}

/**
 * The chart's series (spec §2.7, issue 18): per country the births of the chosen sexes, in `order` (the name's
 * countries, most recent births first) and then the contract's order; only countries with a figure in the years.
 */
export function chartData(
  popularity: readonly PopularitySeries[],
  order: readonly StatisticsCountry[],
  view: SexView,
): ChartData {
  const years = chartYears(popularity);
  const byCountry = new Map<StatisticsCountry, (number | null)[][]>();
  for (const series of popularity) {
    if (view === 'all' || series.sex === view) {
      const values = years.map((year) => series.counts[year - series.firstYear] ?? null);
      byCountry.set(series.country, [...(byCountry.get(series.country) ?? []), values]);
    }
  }
  const position = (country: StatisticsCountry) =>
    order.includes(country) ? order.indexOf(country) : order.length + STATISTICS_COUNTRIES.indexOf(country);
  const series = [...byCountry]
    .map(([country, sexes]) => ({ country, values: sumOfSexes(sexes) }))
    .filter(({ values }) => values.some((value) => value !== null))
    .sort((a, b) => position(a.country) - position(b.country));
  return { years, series };
}

/** Whether there is anything to draw at all; a name without it gets the spec's 'coming soon' text instead. */
export function hasChartData(popularity: readonly PopularitySeries[]): boolean {
  return chartData(popularity, [], 'all').series.length > 0;
}

/** A line that breaks where a year has no figure; a year alone between gaps is drawn as a dot. */
export function linePath(
  values: readonly (number | null)[],
  x: (index: number) => number,
  y: (value: number) => number,
): string {
  let path = '';
  values.forEach((value, index) => {
    if (value === null) {
      return;
    }
    const point = `${x(index).toFixed(1)},${y(value).toFixed(1)}`;
    const continues = (values[index - 1] ?? null) !== null;
    const alone = !continues && (values[index + 1] ?? null) === null;
    path += continues ? `L${point}` : `M${point}`;
    if (alone) {
      path += 'h0';
    }
  });
  return path;
}

/** The decades within the years, for the x axis. */
export function decadeTicks(years: readonly number[]): number[] {
  const first = years[0] ?? POPULARITY_CHART.firstYear;
  const last = years.at(-1) ?? first;
  const ticks: number[] = [];
  for (let year = Math.ceil(first / 10) * 10; year <= last; year += 10) {
    ticks.push(year);
  }
  return ticks;
}

/** A round upper bound for the y axis and its four steps. */
export function yAxis(maximum: number): { top: number; ticks: number[] } {
  const raw = Math.max(maximum, 4) / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= raw) ?? 10) * magnitude;
  return { top: step * 4, ticks: [0, step, step * 2, step * 3, step * 4] };
}
