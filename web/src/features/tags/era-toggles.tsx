import type { Era } from '@name-swiper/contract/name-shape';
import { ERAS, MODERN_ERA_FROM } from '@name-swiper/contract/name-shape';
import { useTranslation } from '../../i18n/use-translation';
import { preferencesStore } from '../../stores/preferences-store';
import { usePreferences } from '../../stores/use-preferences';
import { FilterSection } from './filter-section';
import { toggled } from './group-tags';
import { ToggleChip } from './toggle-chip';

const LABELS = {
  classic: 'tags.eras.classic',
  modern: 'tags.eras.modern',
  rising: 'tags.eras.rising',
} as const satisfies Record<Era, string>;

/** Classic / Modern / Rising, each said in words; several chosen let any of them through. */
export function EraToggles() {
  const { t } = useTranslation();
  const { selectedEras } = usePreferences();
  const explained = {
    classic: t('tags.eras.classicExplained', { year: MODERN_ERA_FROM }),
    modern: t('tags.eras.modernExplained', { year: MODERN_ERA_FROM }),
    rising: t('tags.eras.risingExplained'),
  } satisfies Record<Era, string>;
  return (
    <FilterSection title={t('tags.eras.title')}>
      <div className="flex flex-wrap gap-2">
        {ERAS.map((era) => (
          <ToggleChip
            key={era}
            pressed={selectedEras.includes(era)}
            onToggle={() => preferencesStore.setSelectedEras(toggled(selectedEras, era))}
          >
            {t(LABELS[era])}
            <span className="text-xs font-semibold">{explained[era]}</span>
          </ToggleChip>
        ))}
      </div>
    </FilterSection>
  );
}
