import { Link } from 'wouter';
import { CardsIcon, FilterIcon, ListIcon, UndoIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../i18n/use-translation';

export type DeckView = 'swipe' | 'list';

interface SwipeToolbarProps {
  canUndo: boolean;
  onUndo: () => void;
  view: DeckView;
  onToggleView: () => void;
}

const secondary =
  'flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 whitespace-nowrap rounded-full border border-line bg-surface px-4 text-sm font-bold transition-colors hover:bg-surface-2 disabled:opacity-40 max-[359px]:px-3';

/** Undo, Filters and the swipe/list toggle (spec §2.3 header row). */
export function SwipeToolbar({ canUndo, onUndo, view, onToggleView }: SwipeToolbarProps) {
  const { t } = useTranslation();
  const isList = view === 'list';
  return (
    <div className="my-3 flex items-center gap-2">
      <button type="button" className={secondary} disabled={!canUndo} onClick={onUndo}>
        <UndoIcon className="size-5" />
        {/* On the narrowest phones the icon alone, so that the row fits on one line in every language. */}
        <span className="max-[359px]:sr-only">{t('swipe.undo')}</span>
      </button>
      <Link to="/tags" className={secondary}>
        <FilterIcon className="size-5" />
        {t('swipe.filters')}
      </Link>
      <button
        type="button"
        className={`${secondary} ml-auto px-3`}
        onClick={onToggleView}
        aria-label={isList ? t('swipe.switchToSwipe') : t('swipe.switchToList')}
        aria-pressed={isList}
      >
        {isList ? <CardsIcon className="size-5" /> : <ListIcon className="size-5" />}
      </button>
      <span className="sr-only" role="status">
        {isList ? t('swipe.listActive') : t('swipe.swipeActive')}
      </span>
    </div>
  );
}
