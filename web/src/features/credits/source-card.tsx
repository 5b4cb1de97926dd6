import type { DataSource } from '@name-swiper/contract/credits';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';
import { useTranslation } from '../../i18n/use-translation';
import { LicenceText, externalLink } from './licence-text';
import { sourceText } from './source-text';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** One data source: who publishes it, what the app takes from it, its licence and the credit it asks for. */
export function SourceCard({ source }: { source: DataSource }) {
  const { t } = useTranslation();
  return (
    <Card title={sourceText(t, source, 'name')}>
      <dl className="flex flex-col gap-3">
        <Fact label={t('credits.publisher')}>{sourceText(t, source, 'publisher')}</Fact>
        <Fact label={t('credits.usedFor')}>
          {source.uses.map((use) => t(`credits.uses.${use}`)).join(', ')}
        </Fact>
        <Fact label={t('credits.licence')}>
          <LicenceText licence={source.licence} name={sourceText(t, source, 'licence')} />
        </Fact>
        <Fact label={t('credits.attribution')}>
          <blockquote className="border-l-4 border-line pl-3 text-sm">{source.attribution}</blockquote>
        </Fact>
      </dl>
      <a href={source.url} target="_blank" rel="noreferrer" className={externalLink}>
        {t('credits.visitSource')}
      </a>
    </Card>
  );
}
