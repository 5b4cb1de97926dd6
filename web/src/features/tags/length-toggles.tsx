import type { NameLength } from '@name-swiper/contract/name-shape';
import {
  LONG_NAME_MIN_LETTERS,
  NAME_LENGTHS,
  SHORT_NAME_MAX_LETTERS,
} from '@name-swiper/contract/name-shape';
import { useTranslation } from '../../i18n/use-translation';
import { preferencesStore } from '../../stores/preferences-store';
import { usePreferences } from '../../stores/use-preferences';
import { FilterSection } from './filter-section';
import { toggled } from './group-tags';
import { ToggleChip } from './toggle-chip';

const LABELS = {
  short: 'tags.lengths.short',
  medium: 'tags.lengths.medium',
  long: 'tags.lengths.long',
} as const satisfies Record<NameLength, string>;

/** Short / Medium / Long by letters, each with its bounds; several chosen let any of them through. */
export function LengthToggles() {
  const { t } = useTranslation();
  const { selectedLengths } = usePreferences();
  const bounds = {
    short: t('tags.lengths.shortExplained', { max: SHORT_NAME_MAX_LETTERS }),
    medium: t('tags.lengths.mediumExplained', {
      min: SHORT_NAME_MAX_LETTERS + 1,
      max: LONG_NAME_MIN_LETTERS - 1,
    }),
    long: t('tags.lengths.longExplained', { min: LONG_NAME_MIN_LETTERS }),
  } satisfies Record<NameLength, string>;
  return (
    <FilterSection title={t('tags.lengths.title')}>
      <div className="flex flex-wrap gap-2">
        {NAME_LENGTHS.map((length) => (
          <ToggleChip
            key={length}
            pressed={selectedLengths.includes(length)}
            onToggle={() => preferencesStore.setSelectedLengths(toggled(selectedLengths, length))}
          >
            {t(LABELS[length])}
            <span className="text-xs font-semibold">{bounds[length]}</span>
          </ToggleChip>
        ))}
      </div>
    </FilterSection>
  );
}
