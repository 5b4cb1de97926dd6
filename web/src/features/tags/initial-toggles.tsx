import { INITIALS } from '@name-swiper/contract/name-shape';
import { useTranslation } from '../../i18n/use-translation';
import { preferencesStore } from '../../stores/preferences-store';
import { usePreferences } from '../../stores/use-preferences';
import { FilterSection } from './filter-section';
import { toggled } from './group-tags';
import { ToggleChip } from './toggle-chip';

/** A to Z, multi-select: a name passes with any chosen first letter; none chosen lets every letter through. */
export function InitialToggles() {
  const { t } = useTranslation();
  const { selectedInitials } = usePreferences();
  return (
    <FilterSection title={t('tags.initials.title')}>
      <div className="flex flex-wrap gap-2">
        {INITIALS.map((initial) => (
          <ToggleChip
            key={initial}
            pressed={selectedInitials.includes(initial)}
            onToggle={() => preferencesStore.setSelectedInitials(toggled(selectedInitials, initial))}
          >
            {/* A narrow letter (I, J) still makes a 44 px wide target. */}
            <span className="min-w-3 text-center">{initial.toUpperCase()}</span>
          </ToggleChip>
        ))}
      </div>
      <p className="mt-2 text-sm text-ink-muted">
        {t(selectedInitials.length === 0 ? 'tags.initials.explained' : 'tags.initials.chosen')}
      </p>
    </FilterSection>
  );
}
