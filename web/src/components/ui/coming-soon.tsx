import { useTranslation } from '../../i18n/use-translation';
import { ScreenTitle } from './screen-title';

/** Placeholder for the screens of web app part 2. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section>
      <ScreenTitle>{title}</ScreenTitle>
      <p className="rounded-3xl bg-surface p-6 text-ink-muted shadow-card">{t('together.comingSoon')}</p>
    </section>
  );
}
