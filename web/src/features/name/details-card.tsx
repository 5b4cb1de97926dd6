import type { NameDetail } from '@name-swiper/contract/names';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import { GenderBadge } from '../../components/ui/gender-badge';

/** Gender in its tint, origin and meaning only when the catalogue has them (spec §2.7). */
export function DetailsCard({ detail }: { detail: NameDetail }) {
  const { t } = useTranslation();
  const row = 'flex flex-col gap-1 border-t border-line pt-3 first:border-t-0 first:pt-0';
  return (
    <Card>
      <dl className="flex flex-col gap-3">
        <div className={row}>
          <dt className="text-sm font-semibold text-ink-muted">{t('name.gender')}</dt>
          <dd>
            <GenderBadge gender={detail.gender} />
          </dd>
        </div>
        {detail.origin && (
          <div className={row}>
            <dt className="text-sm font-semibold text-ink-muted">{t('name.origin')}</dt>
            <dd>{detail.origin}</dd>
          </div>
        )}
        {detail.meaning && (
          <div className={row}>
            <dt className="text-sm font-semibold text-ink-muted">{t('name.meaning')}</dt>
            <dd>{detail.meaning}</dd>
          </div>
        )}
      </dl>
    </Card>
  );
}
