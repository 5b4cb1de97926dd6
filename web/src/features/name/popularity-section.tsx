import type { PopularitySeries } from '@name-swiper/contract/names';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';

/** The chart code is fetched only when a name page shows it. */
const PopularityChart = lazy(() => import('./popularity-chart'));

export function PopularitySection({
  name,
  popularity,
}: {
  name: string;
  popularity: readonly PopularitySeries[];
}) {
  const { t } = useTranslation();
  return (
    <Card title={t('name.popularityOverYears')}>
      <Suspense fallback={<Skeleton className="h-[300px]" />}>
        <PopularityChart name={name} popularity={popularity} />
      </Suspense>
      {popularity.length === 0 && <p className="text-sm text-ink-muted">{t('name.popularitySoon')}</p>}
    </Card>
  );
}
