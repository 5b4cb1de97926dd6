import { useTranslation } from 'react-i18next';

/** The small credit under data that a source's licence asks us to attribute. */
export function SourceNote({ sources }: { sources: string }) {
  const { t } = useTranslation();
  return <p className="text-xs text-ink-muted">{t('name.source', { sources })}</p>;
}
