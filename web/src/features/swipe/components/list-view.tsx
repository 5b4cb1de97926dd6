import { isFamilyNameId, LIST_SKELETON_ROWS } from '@name-swiper/contract/constants';
import type { NameItem } from '@name-swiper/contract/names';
import { Link } from 'wouter';
import { CheersMarks } from '../../../components/ui/cheers-marks';
import { FullName } from '../../../components/ui/full-name';
import { GenderIcon } from '../../../components/ui/gender-badge';
import { CrossIcon, HeartIcon, LoveIcon, MaybeIcon } from '../../../components/ui/icons';
import { PronounceButton } from '../../../components/ui/pronounce-button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../i18n/use-translation';
import { useLovesLeft } from '../../../stores/use-loves-left';
import type { VoteValue } from '../../../stores/votes-store';
import { NoLovesLeft } from './no-loves-left';
import { cardKeyOf } from '../deck/spellings';
import { SpellingChoice } from './spelling-choice';

function ListSkeleton() {
  return (
    <ul aria-hidden="true" className="flex flex-col gap-2" data-testid="list-skeleton">
      {Array.from({ length: LIST_SKELETON_ROWS }, (_, index) => (
        <li key={index} className="flex items-center gap-3 rounded-2xl bg-surface p-3">
          <Skeleton className="size-9 rounded-full" />
          <Skeleton className="h-6 flex-1" />
          <Skeleton className="size-11 rounded-full" />
          <Skeleton className="size-11 rounded-full" />
        </li>
      ))}
    </ul>
  );
}

interface ListViewProps {
  loading: boolean;
  names: NameItem[];
  onVote: (item: NameItem, vote: VoteValue) => void;
  /** Shows a row in another of its spellings (decision 93); its buttons then vote on that one. */
  onPickSpelling: (item: NameItem, spellingId: string) => void;
}

/**
 * One row per name: gender icon, full name (the last name below the first where need be, linking to its details),
 * pronounce, like and dislike (spec §2.3 List view), with love and maybe between them (issue 33).
 */
export function ListView({ loading, names, onVote, onPickSpelling }: ListViewProps) {
  const { t } = useTranslation();
  const canLove = useLovesLeft().left > 0;
  if (loading) {
    return <ListSkeleton />;
  }
  return (
    <>
      <NoLovesLeft className="mb-2 text-center text-sm text-ink-muted" />
      <ul className="flex flex-col gap-2" data-testid="name-list">
        {names.map((item) => (
          <li
            key={cardKeyOf(item)}
            className="flex flex-wrap items-center gap-x-2 rounded-2xl border border-line bg-surface py-1.5 pl-3 pr-1.5"
            data-testid="name-row"
          >
            <GenderIcon gender={item.gender} />
            <span className="flex min-w-0 flex-1 basis-32 flex-col items-start">
              {item.addedByFamily === true && isFamilyNameId(item.id) ? (
                <span className="py-1 text-xl leading-tight">
                  <FullName name={item.name} />
                  <span className="block text-xs font-bold text-like">{t('swipe.addedByFamily')}</span>
                </span>
              ) : (
                <Link
                  to={`/name/${encodeURIComponent(item.name)}`}
                  className="flex min-h-11 min-w-11 items-center py-1 text-xl leading-tight hover:underline"
                >
                  <FullName name={item.name} />
                </Link>
              )}
              <CheersMarks nameId={item.id} listed={item.cheers} />
            </span>
            {/* Where the row has no room for them beside the name, the buttons go below it (issue 31). */}
            <div className="ml-auto flex items-center gap-1">
              <PronounceButton name={item.name} places={item.popularIn} />
              <button
                type="button"
                onClick={() => onVote(item, 'like')}
                aria-label={t('swipe.likeName', { name: item.name })}
                className="flex size-11 items-center justify-center rounded-full bg-like-soft text-like"
              >
                <HeartIcon className="size-5" fill="currentColor" />
              </button>
              <button
                type="button"
                disabled={!canLove}
                onClick={() => onVote(item, 'love')}
                aria-label={t('swipe.loveName', { name: item.name })}
                className="flex size-11 items-center justify-center rounded-full border-2 border-like text-like disabled:opacity-40"
              >
                <LoveIcon className="size-5" fill="currentColor" />
              </button>
              <button
                type="button"
                onClick={() => onVote(item, 'maybe')}
                aria-label={t('swipe.maybeName', { name: item.name })}
                className="flex size-11 items-center justify-center rounded-full border-2 border-line text-ink-muted"
              >
                <MaybeIcon className="size-5" />
              </button>
              <button
                type="button"
                onClick={() => onVote(item, 'dislike')}
                aria-label={t('swipe.dislikeName', { name: item.name })}
                className="flex size-11 items-center justify-center rounded-full bg-dislike-soft text-dislike"
              >
                <CrossIcon className="size-5" />
              </button>
            </div>
            <SpellingChoice
              item={item}
              onPick={(spellingId) => onPickSpelling(item, spellingId)}
              className="basis-full justify-start"
            />
          </li>
        ))}
      </ul>
    </>
  );
}
