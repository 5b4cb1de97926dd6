import { castVote } from '../../api/realtime/voting';
import { CrossIcon, HeartIcon } from '../../components/ui/icons';
import { useTranslation } from '../../i18n/use-translation';
import { useStore } from '../../stores/use-store';
import type { VotedName } from '../../stores/votes-store';
import { votesStore } from '../../stores/votes-store';

/** Like and Dislike, the current vote highlighted (spec §2.7); a press records and sends the vote. */
export function NameVoteButtons({ item }: { item: VotedName }) {
  const { t } = useTranslation();
  useStore(votesStore);
  const vote = votesStore.voteOf(item.id);
  const base =
    'flex min-h-14 flex-1 items-center justify-center gap-2 rounded-full border-2 text-lg font-bold transition-colors';
  return (
    <div className="flex gap-3">
      <button
        type="button"
        aria-pressed={vote === 'dislike'}
        onClick={() => castVote(item, 'dislike')}
        className={`${base} ${vote === 'dislike' ? 'border-dislike bg-dislike text-on-dislike' : 'border-dislike text-dislike'}`}
      >
        <CrossIcon className="size-6" />
        {t('swipe.dislike')}
      </button>
      <button
        type="button"
        aria-pressed={vote === 'like'}
        onClick={() => castVote(item, 'like')}
        className={`${base} ${vote === 'like' ? 'border-like bg-like text-on-like' : 'border-like text-like'}`}
      >
        <HeartIcon className="size-6" fill={vote === 'like' ? 'currentColor' : 'none'} />
        {t('swipe.like')}
      </button>
    </div>
  );
}
