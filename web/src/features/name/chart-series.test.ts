import type { PopularitySeries } from '@name-swiper/contract/names';
import { describe, expect, it } from 'vitest';
import { chartData, decadeTicks, hasBothSexes, hasChartData, linePath, yAxis } from './chart-series';

const series = (
  country: PopularitySeries['country'],
  sex: PopularitySeries['sex'],
  firstYear: number,
  counts: (number | null)[],
): PopularitySeries => ({ country, sex, firstYear, counts });

describe('popularity chart series', () => {
  it('runs from 1978 to the latest year with a figure, Belgium’s 2025 included', () => {
    const data = chartData(
      [series('be', 'F', 2020, [1, 2, 3, 4, 5, 6]), series('nl', 'F', 1970, [9])],
      [],
      'all',
    );
    expect(data.years[0]).toBe(1978);
    expect(data.years.at(-1)).toBe(2025);
    expect(data.series.map(({ country }) => country)).toEqual(['be']);
  });

  it('keeps a year without a figure as a gap, never as 0', () => {
    const [italy] = chartData([series('it', 'M', 2007, [10, 20, null, 40])], [], 'M').series;
    expect(italy?.values.slice(2007 - 1978, 2011 - 1978)).toEqual([10, 20, null, 40]);
    expect(italy?.values[0]).toBeNull();
  });

  it('All adds both sexes per country; a year the main sex’s series lacks is a gap, a year only the other lacks counts the main', () => {
    const popularity = [
      series('it', 'M', 2008, [100, null, 120, 130]),
      series('it', 'F', 2008, [5, 6, null, 7]),
    ];
    const [all] = chartData(popularity, [], 'all').series;
    expect(all?.values.slice(2008 - 1978)).toEqual([105, null, 120, 137]);
    const girlsFirst = [series('it', 'M', 2010, [100, 110]), series('it', 'F', 2008, [5, 6, 7, null])];
    expect(chartData(girlsFirst, [], 'all').series[0]?.values.slice(2008 - 1978)).toEqual([5, 6, 107, 110]);
    expect(chartData(popularity, [], 'F').series[0]?.values.slice(2008 - 1978)).toEqual([5, 6, null, 7]);
    expect(hasBothSexes(popularity)).toBe(true);
    expect(hasBothSexes(popularity.slice(0, 1))).toBe(false);
  });

  it('orders the countries as the name’s countries (most births first), the rest in the contract’s order', () => {
    const popularity = [
      series('nl', 'F', 2000, [1]),
      series('us', 'F', 2000, [1]),
      series('es', 'F', 2000, [1]),
      series('ew', 'F', 2000, [1]),
    ];
    const order = chartData(popularity, ['es', 'us'], 'all').series.map(({ country }) => country);
    expect(order).toEqual(['es', 'us', 'ew', 'nl']);
  });

  it('a name with no series, or none since 1978, has nothing to draw', () => {
    expect(hasChartData([])).toBe(false);
    expect(hasChartData([series('us', 'M', 1900, [50, 60])])).toBe(false);
    expect(hasChartData([series('us', 'M', 1977, [50, 60])])).toBe(true);
  });

  it('breaks the line at gaps and draws a lone year as a dot', () => {
    const path = linePath(
      [1, 2, null, 3, null],
      (index) => index,
      (value) => value,
    );
    expect(path).toBe('M0.0,1.0L1.0,2.0M3.0,3.0h0');
  });

  it('puts the decades on the x axis and rounds the y axis up to four even steps', () => {
    expect(decadeTicks([1978, 1979, 2025])).toEqual([1980, 1990, 2000, 2010, 2020]);
    expect(yAxis(4321)).toEqual({ top: 8000, ticks: [0, 2000, 4000, 6000, 8000] });
    expect(yAxis(0).top).toBe(4);
  });
});
