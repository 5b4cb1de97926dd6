import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useTags } from '../../api/get-tags';
import { ChevronLeftIcon } from '../../components/ui/icons';
import { ScreenTitle } from '../../components/ui/screen-title';
import { Skeleton } from '../../components/ui/skeleton';
import { tagLabel } from '../../components/ui/tag-label';
import { useDeviceId } from '../../platform/device-id-context';
import { preferencesStore } from '../../stores/preferences-store';
import { usePreferences } from '../../stores/use-preferences';
import { DeckTotal } from './deck-total';
import { FilterSection } from './filter-section';
import { GenderToggles } from './gender-toggles';
import { groupTags, toggled } from './group-tags';
import { TagMatchToggles } from './tag-match-toggles';
import { ToggleChip } from './toggle-chip';

/** Filters / Categories (spec §2.4): every toggle updates and persists the selection at once. */
export function TagsScreen() {
  const { t } = useTranslation();
  const deviceId = useDeviceId();
  const { selectedTags, selectedGenders, tagMatch } = usePreferences();
  const filters = { tags: selectedTags, genders: selectedGenders, tagMatch };
  const { data, isPending, isError } = useTags(deviceId, filters);
  const groups = groupTags(data ?? []);

  return (
    <section>
      <Link
        to="/baby"
        className="-ml-2 mt-2 inline-flex min-h-11 items-center gap-1 rounded-full pl-1 pr-3 font-semibold text-ink-muted hover:text-ink"
      >
        <ChevronLeftIcon />
        {t('tags.back')}
      </Link>
      <ScreenTitle>{t('tags.title')}</ScreenTitle>
      <DeckTotal filters={filters} />
      <GenderToggles />
      <TagMatchToggles />
      {isPending && (
        <div className="mt-6 flex flex-wrap gap-2" aria-hidden="true">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} className="h-11 w-28 rounded-full" />
          ))}
        </div>
      )}
      {isError && <p className="mt-6 text-ink-muted">{t('tags.loadFailed')}</p>}
      {!isPending && !isError && groups.length === 0 && (
        <p className="mt-6 text-ink-muted">{t('tags.empty')}</p>
      )}
      {groups.map(({ category, tags }) => (
        <FilterSection key={category} title={t(`tags.categories.${category}`)}>
          <div className="flex flex-wrap gap-2">
            {tags.map(({ tag, remaining }) => (
              <ToggleChip
                key={tag}
                pressed={selectedTags.includes(tag)}
                onToggle={() => preferencesStore.setSelectedTags(toggled(selectedTags, tag))}
              >
                {tagLabel(t, tag)}
                <span className="text-xs font-semibold">{t('tags.left', { count: remaining })}</span>
              </ToggleChip>
            ))}
          </div>
        </FilterSection>
      ))}
      {!isPending && groups.length > 0 && selectedTags.length === 0 && (
        <p className="mt-6 text-sm text-ink-muted">{t('tags.noneSelected')}</p>
      )}
    </section>
  );
}
