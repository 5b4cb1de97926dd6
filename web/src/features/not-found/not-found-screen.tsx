import { LinkButton } from '../../components/ui/link-button';
import { useTranslation } from '../../i18n/use-translation';

/** Any unknown path (spec §2.11). */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-1 flex-col items-center justify-center gap-4 py-16 text-center">
      <h1 className="font-name text-8xl font-extrabold text-like">{t('notFound.code')}</h1>
      <p className="text-lg">{t('notFound.text')}</p>
      <LinkButton to="/">{t('notFound.home')}</LinkButton>
    </section>
  );
}
