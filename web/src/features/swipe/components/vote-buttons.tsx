import { CrossIcon, HeartIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../i18n/use-translation';
import type { SwipeDirection } from '../../../stores/undo-history-store';

/** Dislike left, like right, large and apart in the thumb zone. */
export function VoteButtons({
  disabled,
  onVote,
}: {
  disabled: boolean;
  onVote: (direction: SwipeDirection) => void;
}) {
  const { t } = useTranslation();
  const base =
    'flex size-16 items-center justify-center rounded-full shadow-card transition-transform active:scale-95 disabled:opacity-40 disabled:active:scale-100';
  return (
    <div className="mt-6 flex items-center justify-center gap-16">
      <button
        type="button"
        disabled={disabled}
        onClick={() => onVote('left')}
        aria-label={t('swipe.dislike')}
        className={`${base} border-2 border-dislike bg-surface text-dislike`}
      >
        <CrossIcon className="size-8" />
      </button>
      <button
        type="button"
        disabled={disabled}
        onClick={() => onVote('right')}
        aria-label={t('swipe.like')}
        className={`${base} bg-like text-on-like`}
      >
        <HeartIcon className="size-8" fill="currentColor" />
      </button>
    </div>
  );
}
