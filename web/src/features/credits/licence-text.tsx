import type { Licence } from '@name-swiper/contract/credits';
import { useTranslation } from '../../i18n/use-translation';

export const externalLink =
  'flex min-h-11 items-center font-semibold underline underline-offset-2 hover:text-like';

/** A source's licence in words (`name`: its name or ground as shown), linked to the licence where it has a page. */
export function LicenceText({ licence, name }: { licence: Licence; name: string }) {
  const { t } = useTranslation();
  const text =
    licence.kind === 'public-domain'
      ? t('credits.publicDomain', { ground: name })
      : licence.kind === 'none-stated'
        ? t('credits.noOpenLicence', { ground: name })
        : name;
  if (licence.url === undefined) {
    return <>{text}</>;
  }
  return (
    <a href={licence.url} target="_blank" rel="noreferrer" className={externalLink}>
      {text}
    </a>
  );
}
