import { POPULARITY_CHART } from '@name-swiper/contract/constants';
import type { PopularitySeries } from '@name-swiper/contract/names';

/** The places the chart knows: the catalogue's sources, plus Germany and Spain for the spec's dummy series. */
export const CHART_COUNTRIES = ['nl', 'be', 'de-berlin', 'de', 'fr', 'es', 'it', 'ew', 'us'] as const;
export type ChartCountry = (typeof CHART_COUNTRIES)[number];

/** France and Italy start hidden (spec §2.7); so do England & Wales and the US, whose counts dwarf the rest. */
const HIDDEN_BY_DEFAULT: ReadonlySet<ChartCountry> = new Set(['fr', 'it', 'ew', 'us']);
const DUMMY_COUNTRIES: readonly ChartCountry[] = ['nl', 'be', 'de', 'fr', 'es', 'it'];

export const SERIES_COLOURS: Record<ChartCountry, string> = {
  nl: '#e0663a',
  be: '#c19a1b',
  'de-berlin': '#6d7f99',
  de: '#6d7f99',
  fr: '#3d7cc9',
  es: '#c2457a',
  it: '#2f9a62',
  ew: '#8a63c4',
  us: '#3a9aa6',
};

export interface ChartSeries {
  country: ChartCountry;
  /** One value per year of `years`; null where the source has no figure. */
  values: (number | null)[];
  hiddenByDefault: boolean;
}

export interface ChartData {
  years: number[];
  series: ChartSeries[];
  /** True when the name has no popularity data and the series are generated (shown with a watermark). */
  dummy: boolean;
}

export const CHART_YEARS = Array.from(
  { length: POPULARITY_CHART.lastYear - POPULARITY_CHART.firstYear + 1 },
  (_, index) => POPULARITY_CHART.firstYear + index,
);

function isChartCountry(value: string): value is ChartCountry {
  return CHART_COUNTRIES.some((country) => country === value);
}

function yearValues({ firstYear, counts }: PopularitySeries): (number | null)[] {
  return CHART_YEARS.map((year) => counts[year - firstYear] ?? null);
}

/** A small deterministic generator, so a name's dummy curves look the same on every visit. */
function seededRandom(seedText: string): () => number {
  let seed = 2166136261;
  for (const char of seedText) {
    seed = Math.imul(seed ^ (char.codePointAt(0) ?? 0), 16777619);
  }
  return () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
}

function dummySeries(name: string): ChartSeries[] {
  const random = seededRandom(name.toLowerCase());
  return DUMMY_COUNTRIES.map((country) => {
    const peak = 1985 + random() * 35;
    const height = 50 + random() * 450;
    const width = 6 + random() * 14;
    return {
      country,
      values: CHART_YEARS.map((year) => Math.round(height * Math.exp(-(((year - peak) / width) ** 2)))),
      hiddenByDefault: HIDDEN_BY_DEFAULT.has(country),
    };
  });
}

/** The chart's series (spec §2.7): the name's real popularity per country, or dummy data when it has none. */
export function chartData(name: string, popularity: readonly PopularitySeries[]): ChartData {
  const real: ChartSeries[] = [];
  for (const series of popularity) {
    const values = yearValues(series);
    if (isChartCountry(series.country) && values.some((value) => value !== null)) {
      real.push({ country: series.country, values, hiddenByDefault: HIDDEN_BY_DEFAULT.has(series.country) });
    }
  }
  real.sort((a, b) => CHART_COUNTRIES.indexOf(a.country) - CHART_COUNTRIES.indexOf(b.country));
  if (real.length === 0) {
    return { years: CHART_YEARS, series: dummySeries(name), dummy: true };
  }
  return { years: CHART_YEARS, series: real, dummy: false };
}

/** A round upper bound for the y axis and its four steps. */
export function yAxis(maximum: number): { top: number; ticks: number[] } {
  const raw = Math.max(maximum, 4) / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= raw) ?? 10) * magnitude;
  return { top: step * 4, ticks: [0, step, step * 2, step * 3, step * 4] };
}
