import type { DeckFilters } from '../../api/deck-filters';
import { useDeckTotal } from '../../api/get-deck-total';
import { useTranslation } from '../../i18n/use-translation';
import { useDeviceId } from '../../platform/device-id-context';

/** How many names the deck will deal with the current filters; nothing while unknown (offline). */
export function DeckTotal({ filters }: { filters: DeckFilters }) {
  const { t } = useTranslation();
  const { data } = useDeckTotal(useDeviceId(), filters);
  const text = () => {
    if (data === undefined) {
      return null;
    }
    return data.remaining === 0 ? t('tags.totalNone') : t('tags.total', { count: data.remaining });
  };
  return (
    <p role="status" data-testid="deck-total" className="min-h-6 font-semibold">
      {text()}
    </p>
  );
}
