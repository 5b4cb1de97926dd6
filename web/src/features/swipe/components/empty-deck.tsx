import { LinkButton } from '../../../components/ui/link-button';
import { useTranslation } from '../../../i18n/use-translation';
import { preferencesStore } from '../../../stores/preferences-store';
import { usePreferences } from '../../../stores/use-preferences';
import type { Widening } from '../deck/widen-filters';
import { widen, wideningsOf } from '../deck/widen-filters';

const LABELS = {
  matchAnyTag: 'swipe.widen.matchAnyTag',
  anyLength: 'swipe.widen.anyLength',
  anyEra: 'swipe.widen.anyEra',
  anyLetter: 'swipe.widen.anyLetter',
  notOnlyUnisex: 'swipe.widen.notOnlyUnisex',
  anyGender: 'swipe.widen.anyGender',
  allPlaces: 'swipe.widen.allPlaces',
  allTags: 'swipe.widen.allTags',
} as const satisfies Record<Widening, string>;

/**
 * No names left: when the filters narrow the deck, says so and offers to widen them one step at a time;
 * otherwise 'The name list is empty!' (spec §2.3). Either way, the Filters screen is one tap away.
 */
export function EmptyDeck() {
  const { t } = useTranslation();
  const preferences = usePreferences();
  const widenings = wideningsOf(preferences);
  const narrowed = widenings.length > 0;

  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 rounded-3xl border-2 border-dashed border-line p-8 text-center">
      <p role="status" className="text-2xl font-extrabold">
        {narrowed ? t('swipe.filteredEmptyTitle') : t('swipe.emptyTitle')}
      </p>
      <p className="text-ink-muted">{narrowed ? t('swipe.filteredEmptyText') : t('swipe.emptyText')}</p>
      {narrowed && (
        <div className="flex flex-wrap justify-center gap-2">
          {widenings.map((widening) => (
            <button
              key={widening}
              type="button"
              onClick={() => widen(widening, preferences, preferencesStore)}
              className="min-h-11 rounded-full border-2 border-line bg-surface px-4 text-sm font-bold text-ink hover:bg-surface-2"
            >
              {t(LABELS[widening])}
            </button>
          ))}
        </div>
      )}
      <LinkButton to="/tags" className="mt-2">
        {t('swipe.emptyAction')}
      </LinkButton>
    </div>
  );
}
