import type { NameDetail } from '@name-swiper/contract/names';
import { Card } from '../../components/ui/card';
import { useTranslation } from '../../i18n/use-translation';
import { NameLinks } from './name-links';
import { SourceNote, sourcesFor } from './source-note';

function RelatedGroup({ title, names }: { title: string; names: readonly string[] }) {
  if (names.length === 0) {
    return null;
  }
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-ink-muted">{title}</h3>
      <NameLinks label={title} names={names} />
    </div>
  );
}

/** Spelling variants, the name in other languages and its nicknames, each credited (issue 18); none: nothing. */
export function RelatedNamesCard({ detail }: { detail: NameDetail }) {
  const { t } = useTranslation();
  const { variants, equivalents, nicknames } = detail;
  const fromWiktionary = variants.length > 0 || equivalents.length > 0;
  if (!fromWiktionary && nicknames.length === 0) {
    return null;
  }
  return (
    <Card title={t('name.relatedNames')}>
      <RelatedGroup title={t('name.variants')} names={variants} />
      <RelatedGroup title={t('name.equivalents')} names={equivalents} />
      {fromWiktionary && <SourceNote sources={sourcesFor('variants')} />}
      <RelatedGroup title={t('name.nicknames')} names={nicknames} />
      {nicknames.length > 0 && <SourceNote sources={sourcesFor('nicknames')} />}
    </Card>
  );
}
