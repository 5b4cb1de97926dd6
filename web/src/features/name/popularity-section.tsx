import type { NameDetail } from '@name-swiper/contract/names';
import { lazy, Suspense } from 'react';
import { Card } from '../../components/ui/card';
import { useParentCountries } from '../../components/ui/parent-places';
import { useAfterNextPaint } from '../../platform/after-next-paint';
import { Skeleton } from '../../components/ui/skeleton';
import { useTranslation } from '../../i18n/use-translation';
import { hasChartData } from './chart-series';
import { CountryStatsTable } from './country-stats-table';
import { endedSeries } from './series-end';

/** The chart code is fetched only when a name page shows it, once the page's first content is on screen. */
const PopularityChart = lazy(() => import('./popularity-chart'));

/** The chart and the per-country figures; a name without any series says so instead (spec §2.7). */
export function PopularitySection({ detail }: { detail: NameDetail }) {
  const { t } = useTranslation();
  const { name, popularity } = detail;
  // The chart's chips and the figures per country in the order the card names the places (decision 75).
  const countries = useParentCountries(detail.countries, detail.popularIn);
  const painted = useAfterNextPaint();
  return (
    <Card title={t('name.popularityOverYears')}>
      {hasChartData(popularity) ? (
        <Suspense fallback={<Skeleton className="h-[300px]" />}>
          {painted ? (
            <PopularityChart
              name={name}
              popularity={popularity}
              countryOrder={countries.map(({ country }) => country)}
              ended={endedSeries(countries)}
            />
          ) : (
            <Skeleton className="h-[300px]" />
          )}
        </Suspense>
      ) : (
        <p className="text-ink-muted">{t('name.popularitySoon')}</p>
      )}
      {countries.length > 0 && <CountryStatsTable countries={countries} />}
    </Card>
  );
}
