import { lazy, Suspense } from 'react';
import { Link, useParams } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { nameFromParam } from './name-param';
import { useName } from '../../api/get-name';
import { useAfterNextPaint } from '../../platform/after-next-paint';
import { LinkButton } from '../../components/ui/link-button';
import { Skeleton } from '../../components/ui/skeleton';
import { tagLabel } from '../../components/ui/tag-label';
import { ClassShareCard } from './class-share-card';
import { DetailsCard } from './details-card';
import { NameHeader } from './name-header';
import { LastNamePreview } from './last-name-preview';
import { NameVoteButtons } from './name-vote-buttons';
import { PopularitySection } from './popularity-section';
import { RelatedNamesCard } from './related-names-card';
import { SpellingPicker } from './spelling-picker';

/** The full-name studio and its word lists and sound libraries load once the name's details are on screen. */
const FullNameStudio = lazy(() => import('./studio/full-name-studio'));

function NameSkeleton() {
  return (
    <div className="flex flex-col gap-4 pt-4" data-testid="name-skeleton" aria-busy="true">
      <Skeleton className="h-14 w-2/3" />
      <Skeleton className="h-8 w-1/2 rounded-full" />
      <Skeleton className="h-14 rounded-full" />
      <Skeleton className="h-28 rounded-3xl" />
      <Skeleton className="h-[340px] rounded-3xl" />
    </div>
  );
}

/**
 * Name detail (spec §2.7): the name, pronounce and share, tags, the vote, details, the full-name studio, related
 * names and popularity, with a way to the credits of the sources behind them.
 */
function useNameParam(): string {
  const { name = '' } = useParams();
  return nameFromParam(name);
}

export function NameScreen() {
  const { t } = useTranslation();
  const name = useNameParam();
  const { data, isPending } = useName(name);
  const painted = useAfterNextPaint();

  if (isPending) {
    return <NameSkeleton />;
  }
  if (!data) {
    return (
      <section className="flex flex-1 flex-col items-center justify-center gap-4 py-16 text-center">
        <h1 className="font-name text-5xl font-bold break-words">{name}</h1>
        <p className="text-lg text-ink-muted">{t('name.notFound')}</p>
        <LinkButton to="/baby">{t('header.goToSwipe')}</LinkButton>
      </section>
    );
  }
  return (
    <article className="flex flex-col gap-4">
      <NameHeader detail={data} />
      <LastNamePreview />
      {data.tags.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('name.tags')}>
          {data.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-surface-2 px-3 py-1 text-sm font-semibold">
              {tagLabel(t, tag)}
            </li>
          ))}
        </ul>
      )}
      <SpellingPicker detail={data} />
      <NameVoteButtons item={data} />
      <DetailsCard detail={data} />
      <ClassShareCard detail={data} />
      <Suspense fallback={<Skeleton className="h-64 rounded-3xl" />}>
        {painted ? <FullNameStudio detail={data} /> : <Skeleton className="h-64 rounded-3xl" />}
      </Suspense>
      <RelatedNamesCard detail={data} />
      <PopularitySection detail={data} />
      <Link to="/credits" className="self-center py-3 text-sm font-semibold text-ink-muted underline">
        {t('name.allSources')}
      </Link>
    </article>
  );
}
