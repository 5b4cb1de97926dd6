import type { PopularitySeries } from '@name-swiper/contract/names';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartCountry } from './chart-series';
import { chartData, SERIES_COLOURS, yAxis } from './chart-series';

const MARGIN = { top: 12, right: 12, bottom: 24, left: 44 };
const X_TICKS = [1980, 1990, 2000, 2010, 2020];

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

function linePath(values: (number | null)[], x: (index: number) => number, y: (value: number) => number) {
  let path = '';
  let drawing = false;
  values.forEach((value, index) => {
    if (value === null) {
      drawing = false;
      return;
    }
    path += `${drawing ? 'L' : 'M'}${x(index).toFixed(1)},${y(value).toFixed(1)}`;
    drawing = true;
  });
  return path;
}

/**
 * 'Popularity over the years' (spec §2.7): one line per country, 1978–2024, 300 px high with the legend on top.
 * Real series are plotted as they are; a name without any gets generated ones under a 'dummydata' watermark.
 */
export default function PopularityChart({
  name,
  popularity,
}: {
  name: string;
  popularity: readonly PopularitySeries[];
}) {
  const { t, i18n } = useTranslation();
  const data = chartData(name, popularity);
  const [hidden, setHidden] = useState<ReadonlySet<ChartCountry>>(
    () => new Set(data.series.filter((series) => series.hiddenByDefault).map((series) => series.country)),
  );
  const { ref, width } = useWidth();
  const height = 230;
  const visible = data.series.filter((series) => !hidden.has(series.country));
  const maximum = Math.max(0, ...visible.flatMap((series) => series.values.map((value) => value ?? 0)));
  const { top, ticks } = yAxis(maximum);
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = height - MARGIN.top - MARGIN.bottom;
  const x = (index: number) => MARGIN.left + (index / (data.years.length - 1)) * plotWidth;
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const format = new Intl.NumberFormat(i18n.language, { notation: 'compact' });
  const firstYear = data.years[0] ?? 0;

  const toggle = (country: ChartCountry) =>
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(country)) {
        next.add(country);
      }
      return next;
    });

  return (
    <div className="flex h-[300px] flex-col gap-2" data-testid="popularity-chart" data-dummy={data.dummy}>
      <div className="flex flex-wrap gap-1.5" role="group" aria-label={t('name.chartLegend')}>
        {data.series.map(({ country }) => (
          <button
            key={country}
            type="button"
            aria-pressed={!hidden.has(country)}
            onClick={() => toggle(country)}
            className={`flex min-h-11 items-center gap-1.5 rounded-full border border-line px-3 text-xs font-semibold transition-colors ${hidden.has(country) ? 'text-ink-muted line-through' : ''}`}
          >
            <span className="size-2.5 rounded-full" style={{ backgroundColor: SERIES_COLOURS[country] }} />
            {t(`name.countries.${country}`)}
          </button>
        ))}
      </div>
      <div ref={ref} className="min-h-0 flex-1">
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-label={t('name.chartLabel', { name })}
          className="overflow-visible text-ink-muted"
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
          {X_TICKS.map((year) => (
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
          {data.dummy && (
            <text
              data-testid="chart-watermark"
              x={MARGIN.left + plotWidth / 2}
              y={MARGIN.top + plotHeight / 2}
              textAnchor="middle"
              dominantBaseline="middle"
              fontSize="40"
              fontWeight="800"
              fill="currentColor"
              opacity="0.15"
              transform={`rotate(-20 ${MARGIN.left + plotWidth / 2} ${MARGIN.top + plotHeight / 2})`}
            >
              dummydata
            </text>
          )}
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
        </svg>
      </div>
    </div>
  );
}
