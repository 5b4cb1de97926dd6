import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Any unknown path (spec §2.11). */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-1 flex-col items-center justify-center gap-4 py-16 text-center">
      <h1 className="font-name text-8xl font-extrabold text-like">{t('notFound.code')}</h1>
      <p className="text-lg">{t('notFound.text')}</p>
      <Link
        to="/"
        className="flex min-h-12 items-center rounded-full bg-like px-6 text-base font-bold text-on-like"
      >
        {t('notFound.home')}
      </Link>
    </section>
  );
}
