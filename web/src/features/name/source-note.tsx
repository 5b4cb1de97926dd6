import type { DataSource, DataUse } from '@name-swiper/contract/credits';
import { DATA_SOURCES } from '@name-swiper/contract/credits';
import type { TFunction } from '../../i18n/translation-keys';
import { useTranslation } from '../../i18n/use-translation';

/** The sources the Credits screen lists for one kind of data, so the two cannot disagree. */
export function sourcesFor(use: DataUse): DataSource[] {
  return DATA_SOURCES.filter((source) => source.uses.includes(use));
}

function sourceLabel(t: TFunction, { name, licence }: DataSource): string {
  const short = licence.spdx ?? (licence.kind === 'public-domain' ? t('name.publicDomain') : licence.name);
  return `${name} (${short})`;
}

/** The small credit under data that a source's licence asks us to attribute; the full one is on /credits. */
export function SourceNote({ sources }: { sources: readonly DataSource[] }) {
  const { t } = useTranslation();
  return (
    <p className="text-xs text-ink-muted">
      {t('name.source', { sources: sources.map((source) => sourceLabel(t, source)).join(', ') })}
    </p>
  );
}
