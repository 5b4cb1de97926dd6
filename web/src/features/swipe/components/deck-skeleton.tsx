import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../i18n/use-translation';

export function DeckSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('swipe.loadingNames')}
      className="relative mx-auto flex aspect-[3/4] max-h-[60dvh] w-full flex-col gap-4 rounded-3xl border border-line bg-surface p-5 shadow-card"
      data-testid="deck-skeleton"
    >
      <div className="flex justify-between">
        <Skeleton className="h-7 w-24 rounded-full" />
        <Skeleton className="h-7 w-28 rounded-full" />
      </div>
      <div className="flex gap-2">
        <Skeleton className="h-5 w-16 rounded-full" />
        <Skeleton className="h-5 w-20 rounded-full" />
      </div>
      <div className="flex flex-1 flex-col items-center justify-center gap-3">
        <Skeleton className="h-14 w-3/4" />
        <Skeleton className="size-11 rounded-full" />
      </div>
      <Skeleton className="mx-auto h-4 w-1/2" />
    </div>
  );
}
