import type { TagMatch } from '@name-swiper/contract/names';
import { TAG_MATCHES } from '@name-swiper/contract/names';
import { useTranslation } from '../../i18n/use-translation';
import { preferencesStore } from '../../stores/preferences-store';
import { usePreferences } from '../../stores/use-preferences';
import { FilterSection } from './filter-section';
import { ToggleChip } from './toggle-chip';

const LABELS = { any: 'tags.match.any', all: 'tags.match.all' } as const satisfies Record<TagMatch, string>;
const EXPLANATIONS = {
  any: 'tags.match.anyExplained',
  all: 'tags.match.allExplained',
} as const satisfies Record<TagMatch, string>;

/** "Any of" / "All of": how several selected categories combine, said in words under the choice. */
export function TagMatchToggles() {
  const { t } = useTranslation();
  const { tagMatch } = usePreferences();
  return (
    <FilterSection title={t('tags.match.title')}>
      <div className="flex flex-wrap gap-2">
        {TAG_MATCHES.map((match) => (
          <ToggleChip
            key={match}
            pressed={tagMatch === match}
            onToggle={() => preferencesStore.setTagMatch(match)}
          >
            {t(LABELS[match])}
          </ToggleChip>
        ))}
      </div>
      <p className="mt-2 text-sm text-ink-muted">{t(EXPLANATIONS[tagMatch])}</p>
    </FilterSection>
  );
}
