import { castVote } from '../../api/realtime/voting';
import { CrossIcon, HeartIcon, LoveIcon, MaybeIcon } from '../../components/ui/icons';
import { useTranslation } from '../../i18n/use-translation';
import { useLovesLeft } from '../../stores/use-loves-left';
import { useStore } from '../../stores/use-store';
import type { VotedName } from '../../stores/votes-store';
import { votesStore } from '../../stores/votes-store';

/**
 * Like and Dislike, the current vote highlighted (spec §2.7); below them, smaller, Maybe and Love (issue 33), Love
 * off while today's loves are given. A press records and sends the vote.
 */
export function NameVoteButtons({ item }: { item: VotedName }) {
  const { t } = useTranslation();
  useStore(votesStore);
  const canLove = useLovesLeft().left > 0;
  const vote = votesStore.voteOf(item.id);
  const base =
    'flex flex-1 items-center justify-center gap-2 rounded-full border-2 font-bold transition-colors';
  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-3">
        <button
          type="button"
          aria-pressed={vote === 'dislike'}
          onClick={() => castVote(item, 'dislike')}
          className={`${base} min-h-14 text-lg ${vote === 'dislike' ? 'border-dislike bg-dislike text-on-dislike' : 'border-dislike text-dislike'}`}
        >
          <CrossIcon className="size-6" />
          {t('swipe.dislike')}
        </button>
        <button
          type="button"
          aria-pressed={vote === 'like'}
          onClick={() => castVote(item, 'like')}
          className={`${base} min-h-14 text-lg ${vote === 'like' ? 'border-like bg-like text-on-like' : 'border-like text-like'}`}
        >
          <HeartIcon className="size-6" fill={vote === 'like' ? 'currentColor' : 'none'} />
          {t('swipe.like')}
        </button>
      </div>
      <div className="flex gap-3">
        <button
          type="button"
          aria-pressed={vote === 'maybe'}
          onClick={() => castVote(item, 'maybe')}
          className={`${base} min-h-11 ${vote === 'maybe' ? 'border-ink bg-ink text-canvas' : 'border-line text-ink-muted'}`}
        >
          <MaybeIcon className="size-5" />
          {t('swipe.maybe')}
        </button>
        <button
          type="button"
          aria-pressed={vote === 'love'}
          disabled={vote !== 'love' && !canLove}
          onClick={() => castVote(item, 'love')}
          className={`${base} min-h-11 disabled:opacity-40 ${vote === 'love' ? 'border-like bg-like text-on-like' : 'border-like text-like'}`}
        >
          <LoveIcon className="size-5" fill={vote === 'love' ? 'currentColor' : 'none'} />
          {t('swipe.love')}
        </button>
      </div>
    </div>
  );
}
