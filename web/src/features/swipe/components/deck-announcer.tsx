import { useTranslation } from 'react-i18next';
import { isAdItem } from '../../../ads/ad-item';
import type { DeckState } from '../deck/deck';

/** Tells screen-reader users what the last swipe or undo did, and which name is on top now. */
export function DeckAnnouncer({ state }: { state: DeckState }) {
  const { t } = useTranslation();
  const current = state.current;
  const name = current && !isAdItem(current) ? current.name : t('ads.placeholder');
  const message = !current ? '' : state.undoDirection ? t('swipe.restored', { name }) : name;
  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );
}
