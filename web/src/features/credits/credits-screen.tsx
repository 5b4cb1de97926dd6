import { DATA_SOURCES, PROJECT_LICENCE } from '@name-swiper/contract/credits';
import { Card } from '../../components/ui/card';
import { ScreenTitle } from '../../components/ui/screen-title';
import { useTranslation } from '../../i18n/use-translation';
import { SourceCard } from './source-card';

/** Every data source behind the catalogue with its licence and attribution, and the app's own licence. */
export function CreditsScreen() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-4">
      <ScreenTitle>{t('credits.title')}</ScreenTitle>
      <p>{t('credits.intro')}</p>
      <p className="text-sm text-ink-muted">{t('credits.attributionNote')}</p>
      <ul className="flex flex-col gap-4">
        {DATA_SOURCES.map((source) => (
          <li key={source.id}>
            <SourceCard source={source} />
          </li>
        ))}
      </ul>
      <Card title={t('credits.appTitle')}>
        <p>{t('credits.appLicence', { licence: PROJECT_LICENCE.name })}</p>
      </Card>
    </section>
  );
}
