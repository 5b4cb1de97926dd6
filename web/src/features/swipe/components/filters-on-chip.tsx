import { Link } from 'wouter';
import { deckFiltersOf, filtersNarrowDeck } from '../../../api/deck-filters';
import type { DeckFilters } from '../../../api/deck-filters';
import { useDeckTotal } from '../../../api/get-deck-total';
import { FilterIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../i18n/use-translation';
import { useDeviceId } from '../../../platform/device-id-context';
import { usePreferences } from '../../../stores/use-preferences';

/** 'Filters on · 7 names left': the count is asked for only once the filters narrow the deck. */
function NarrowedChip({ filters }: { filters: DeckFilters }) {
  const { t } = useTranslation();
  const { data } = useDeckTotal(useDeviceId(), filters);
  return (
    <Link
      to="/tags"
      data-testid="filters-on"
      className="mx-auto mb-2 flex min-h-11 items-center gap-1.5 rounded-full bg-like-soft px-4 text-sm font-semibold"
    >
      <FilterIcon className="size-4" />
      {data === undefined ? t('swipe.filtersOn') : t('swipe.filtersOnLeft', { count: data.remaining })}
    </Link>
  );
}

/** Says on the swipe screen that filters narrow the deck, with how many names are left; nothing with the defaults. */
export function FiltersOnChip() {
  const filters = deckFiltersOf(usePreferences());
  return filtersNarrowDeck(filters) ? <NarrowedChip filters={filters} /> : null;
}
