import { CrossIcon, HeartIcon, LoveIcon, MaybeIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../i18n/use-translation';
import type { SwipeDirection } from '../../../stores/undo-history-store';
import { useLovesLeft } from '../../../stores/use-loves-left';
import { NoLovesLeft } from './no-loves-left';

/**
 * Dislike left, like right, large and apart in the thumb zone; between them, smaller, maybe (down) and love (up,
 * off once today's loves are given, which the line below says).
 */
export function VoteButtons({
  disabled,
  onVote,
}: {
  disabled: boolean;
  onVote: (direction: SwipeDirection) => void;
}) {
  const { t } = useTranslation();
  const { left } = useLovesLeft();
  const base =
    'flex items-center justify-center rounded-full shadow-card transition-transform active:scale-95 disabled:opacity-40 disabled:active:scale-100';
  return (
    <>
      <div className="mt-6 flex items-center justify-center gap-4">
        <button
          type="button"
          disabled={disabled}
          onClick={() => onVote('left')}
          aria-label={t('swipe.dislike')}
          className={`${base} size-16 border-2 border-dislike bg-surface text-dislike`}
        >
          <CrossIcon className="size-8" />
        </button>
        <button
          type="button"
          disabled={disabled}
          onClick={() => onVote('down')}
          aria-label={t('swipe.maybe')}
          className={`${base} size-12 border-2 border-line bg-surface text-ink-muted`}
        >
          <MaybeIcon className="size-6" />
        </button>
        <button
          type="button"
          disabled={disabled || left === 0}
          onClick={() => onVote('up')}
          aria-label={t('swipe.love')}
          aria-describedby={left === 0 ? 'no-loves-left' : undefined}
          className={`${base} size-12 border-2 border-like bg-surface text-like`}
        >
          <LoveIcon className="size-6" fill="currentColor" />
        </button>
        <button
          type="button"
          disabled={disabled}
          onClick={() => onVote('right')}
          aria-label={t('swipe.like')}
          className={`${base} size-16 bg-like text-on-like`}
        >
          <HeartIcon className="size-8" fill="currentColor" />
        </button>
      </div>
      <NoLovesLeft id="no-loves-left" className="mt-3 text-center text-sm text-ink-muted" />
    </>
  );
}
