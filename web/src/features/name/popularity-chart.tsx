import type { StatisticsCountry } from '@name-swiper/contract/constants';
import { POPULARITY_CHART } from '@name-swiper/contract/constants';
import type { PopularitySeries } from '@name-swiper/contract/names';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ChartLegend } from './chart-legend';
import type { SexView } from './chart-series';
import { chartData, decadeTicks, hasBothSexes, linePath, SERIES_COLOURS, yAxis } from './chart-series';
import { SexSwitch } from './sex-switch';

const MARGIN = { top: 12, right: 12, bottom: 24, left: 44 };

function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(340);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') {
      return;
    }
    const observer = new ResizeObserver(([entry]) => {
      if (entry) {
        setWidth(Math.max(200, Math.round(entry.contentRect.width)));
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * 'Popularity over the years' (spec §2.7): one line per country from 1978 to the latest year with data, the
 * drawing 300 px high under the legend; All / Girls / Boys where the name was given to both.
 */
export default function PopularityChart({
  name,
  popularity,
  countryOrder,
  ended,
}: {
  name: string;
  popularity: readonly PopularitySeries[];
  countryOrder: readonly StatisticsCountry[];
  /** The last year of each series that ended years ago: its line stops there, and a note says why. */
  ended: ReadonlyMap<StatisticsCountry, number>;
}) {
  const { t, i18n } = useTranslation();
  const [view, setView] = useState<SexView>('all');
  const [hidden, setHidden] = useState<ReadonlySet<StatisticsCountry>>(new Set());
  const { ref, width } = useWidth();
  const data = chartData(popularity, countryOrder, view);
  const height = POPULARITY_CHART.heightPx;
  const visible = data.series.filter((series) => !hidden.has(series.country));
  const maximum = Math.max(0, ...visible.flatMap((series) => series.values.map((value) => value ?? 0)));
  const { top, ticks } = yAxis(maximum);
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = height - MARGIN.top - MARGIN.bottom;
  const x = (index: number) => MARGIN.left + (index / Math.max(1, data.years.length - 1)) * plotWidth;
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const format = new Intl.NumberFormat(i18n.language, { notation: 'compact' });
  const firstYear = data.years[0] ?? POPULARITY_CHART.firstYear;
  const endings = visible.flatMap(({ country }) => {
    const year = ended.get(country);
    return year === undefined ? [] : [{ country, year }];
  });

  const toggle = (country: StatisticsCountry) =>
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(country)) {
        next.add(country);
      }
      return next;
    });

  return (
    <div className="flex min-w-0 flex-col gap-2" data-testid="popularity-chart" data-view={view}>
      {hasBothSexes(popularity) && <SexSwitch view={view} onChange={setView} />}
      <ChartLegend countries={data.series.map(({ country }) => country)} hidden={hidden} onToggle={toggle} />
      <div ref={ref}>
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-label={t('name.chartLabel', { name })}
          className="text-ink-muted"
          data-testid="chart-drawing"
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={MARGIN.left}
                x2={width - MARGIN.right}
                y1={y(tick)}
                y2={y(tick)}
                stroke="var(--line)"
              />
              <text
                x={MARGIN.left - 6}
                y={y(tick)}
                dy="0.32em"
                textAnchor="end"
                fontSize="11"
                fill="currentColor"
              >
                {format.format(tick)}
              </text>
            </g>
          ))}
          {decadeTicks(data.years).map((year) => (
            <text
              key={year}
              x={x(year - firstYear)}
              y={height - 6}
              textAnchor="middle"
              fontSize="11"
              fill="currentColor"
            >
              {year}
            </text>
          ))}
          {visible.map((series) => (
            <path
              key={series.country}
              data-testid="chart-line"
              data-country={series.country}
              d={linePath(series.values, x, y)}
              fill="none"
              stroke={SERIES_COLOURS[series.country]}
              strokeWidth="2.5"
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          ))}
          {endings.map(({ country, year }) => (
            <line
              key={country}
              data-testid="series-end"
              data-ended={country}
              x1={x(year - firstYear)}
              x2={x(year - firstYear)}
              y1={MARGIN.top}
              y2={height - MARGIN.bottom}
              stroke={SERIES_COLOURS[country]}
              strokeDasharray="4 4"
            >
              <title>{t('name.seriesEndsLabel', { place: t(`name.countries.${country}`), year })}</title>
            </line>
          ))}
        </svg>
      </div>
      {endings.length > 0 && (
        <ul className="text-xs text-ink-muted" data-testid="series-end-notes">
          {endings.map(({ country, year }) => (
            <li key={country}>{t('name.seriesEndNote', { place: t(`name.countries.${country}`), year })}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
