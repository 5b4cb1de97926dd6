import type { StatisticsCountry } from '@name-swiper/contract/constants';
import { useTranslation } from '../../i18n/use-translation';
import { SERIES_COLOURS } from './chart-series';

/** One toggle per country on top of the chart; it wraps onto as many rows as it needs. */
export function ChartLegend({
  countries,
  hidden,
  onToggle,
}: {
  countries: readonly StatisticsCountry[];
  hidden: ReadonlySet<StatisticsCountry>;
  onToggle: (country: StatisticsCountry) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-1.5" role="group" aria-label={t('name.chartLegend')}>
      {countries.map((country) => (
        <button
          key={country}
          type="button"
          aria-pressed={!hidden.has(country)}
          onClick={() => onToggle(country)}
          className={`flex min-h-11 items-center gap-1.5 rounded-full border border-line px-3 text-xs font-semibold transition-colors ${hidden.has(country) ? 'text-ink-muted line-through' : ''}`}
        >
          <span className="size-2.5 rounded-full" style={{ backgroundColor: SERIES_COLOURS[country] }} />
          {t(`name.countries.${country}`)}
        </button>
      ))}
    </div>
  );
}
