import type { Gender } from '@name-swiper/contract/constants';
import { useTranslation } from '../../i18n/use-translation';
import { preferencesStore } from '../../stores/preferences-store';
import { usePreferences } from '../../stores/use-preferences';
import { FilterSection } from './filter-section';
import { toggled } from './group-tags';
import { ToggleChip } from './toggle-chip';

const OPTIONS: { value: Gender; labelKey: 'gender.boy' | 'gender.girl' | 'gender.neutral' }[] = [
  { value: 'M', labelKey: 'gender.boy' },
  { value: 'F', labelKey: 'gender.girl' },
  { value: 'N', labelKey: 'gender.neutral' },
];

/**
 * Boy / Girl / Neutral, multi-select; the last selected one stays on, so the deck is never empty by accident. Unisex
 * only (decision 63) narrows the chosen genders to names given to boys and girls alike.
 */
export function GenderToggles() {
  const { t } = useTranslation();
  const { selectedGenders, unisexOnly } = usePreferences();
  return (
    <FilterSection title={t('tags.genders')}>
      <div className="flex flex-wrap gap-2">
        {OPTIONS.map(({ value, labelKey }) => {
          const pressed = selectedGenders.includes(value);
          return (
            <ToggleChip
              key={value}
              pressed={pressed}
              onToggle={() => {
                const next = toggled(selectedGenders, value);
                if (next.length > 0) {
                  preferencesStore.setSelectedGenders(next);
                }
              }}
            >
              {t(labelKey)}
            </ToggleChip>
          );
        })}
        <ToggleChip pressed={unisexOnly} onToggle={() => preferencesStore.setUnisexOnly(!unisexOnly)}>
          {t('tags.unisex')}
        </ToggleChip>
      </div>
      {unisexOnly && <p className="mt-2 text-sm text-ink-muted">{t('tags.unisexExplained')}</p>}
    </FilterSection>
  );
}
