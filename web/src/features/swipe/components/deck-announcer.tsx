import { isAdItem } from '../../../ads/ad-item';
import { useTranslation } from '../../../i18n/use-translation';
import { useStore } from '../../../stores/use-store';
import type { DeckItem } from '../../../stores/undo-history-store';
import { undoHistory } from '../../../stores/undo-history-store';
import type { DeckState } from '../deck/deck';
import { itemKey } from '../deck/deck';

/**
 * Tells screen-reader users what the last swipe or undo did ('Liked Emma.', 'Loved Emma.', 'Emma is back'), and which name is
 * on top now, in a polite live region.
 */
export function DeckAnnouncer({ state }: { state: DeckState }) {
  const { t } = useTranslation();
  const history = useStore(undoHistory);
  const nameOf = (item: DeckItem) => (isAdItem(item) ? t('ads.placeholder') : item.name);
  const current = state.current;
  if (!current) {
    return <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="deck-announcer" />;
  }
  const name = nameOf(current);
  const last = history.at(-1);
  const leftLast = last && state.exit && itemKey(last.item) === state.exit.key ? last : undefined;
  let result = '';
  if (state.undoDirection) {
    result = t('swipe.restored', { name });
  } else if (leftLast && isAdItem(leftLast.item)) {
    result = t('swipe.adDismissed');
  } else if (leftLast) {
    const voted = { name: nameOf(leftLast.item) };
    result = {
      right: t('swipe.likedName', voted),
      left: t('swipe.dislikedName', voted),
      up: t('swipe.lovedName', voted),
      down: t('swipe.maybeNamed', voted),
    }[leftLast.direction];
  }
  const message =
    state.undoDirection || !result ? result || name : `${result} ${t('swipe.nowShowing', { name })}`;
  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="deck-announcer">
      {message}
    </p>
  );
}
