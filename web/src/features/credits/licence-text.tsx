import type { Licence } from '@name-swiper/contract/credits';
import { useTranslation } from '../../i18n/use-translation';

export const externalLink =
  'flex min-h-11 items-center font-semibold underline underline-offset-2 hover:text-like';

/** A source's licence in words, linked to the licence where it has a page. */
export function LicenceText({ licence }: { licence: Licence }) {
  const { t } = useTranslation();
  const text =
    licence.kind === 'public-domain'
      ? t('credits.publicDomain', { ground: licence.name })
      : licence.kind === 'none-stated'
        ? t('credits.noOpenLicence', { ground: licence.name })
        : licence.name;
  if (licence.url === undefined) {
    return <>{text}</>;
  }
  return (
    <a href={licence.url} target="_blank" rel="noreferrer" className={externalLink}>
      {text}
    </a>
  );
}
