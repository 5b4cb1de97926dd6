import { describe, expect, it } from 'vitest';
import { CHART_YEARS, chartData, yAxis } from './chart-series';

describe('popularity chart series', () => {
  it('plots the real series per country over 1978–2024, France and Italy hidden by default', () => {
    const data = chartData('Emma', [
      { country: 'fr', firstYear: 1990, counts: [5, 6] },
      { country: 'nl', firstYear: 1970, counts: Array.from({ length: 60 }, (_, index) => index) },
      { country: 'xx', firstYear: 2000, counts: [1] },
    ]);
    expect(data.dummy).toBe(false);
    expect(CHART_YEARS).toHaveLength(47);
    expect(data.series.map((series) => [series.country, series.hiddenByDefault])).toEqual([
      ['nl', false],
      ['fr', true],
    ]);
    const [netherlands, france] = data.series;
    expect(netherlands?.values[0]).toBe(8);
    expect(netherlands?.values[46]).toBe(54);
    expect(france?.values.filter((value) => value !== null)).toEqual([5, 6]);
    expect(france?.values[12]).toBe(5);
  });

  it('falls back to generated series for the spec countries when the name has no data', () => {
    const data = chartData('Xyzzy', []);
    expect(data.dummy).toBe(true);
    expect(data.series.map((series) => series.country)).toEqual(['nl', 'be', 'de', 'fr', 'es', 'it']);
    expect(data.series.every((series) => series.values.length === 47)).toBe(true);
    expect(chartData('Xyzzy', []).series).toEqual(data.series);
  });

  it('rounds the y axis up to four even steps', () => {
    expect(yAxis(4321)).toEqual({ top: 8000, ticks: [0, 2000, 4000, 6000, 8000] });
    expect(yAxis(0).top).toBe(4);
  });
});
