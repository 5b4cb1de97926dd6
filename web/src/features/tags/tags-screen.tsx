import { Link } from 'wouter';
import { deckFiltersOf } from '../../api/deck-filters';
import { useTags } from '../../api/get-tags';
import { ChevronLeftIcon } from '../../components/ui/icons';
import { ScreenTitle } from '../../components/ui/screen-title';
import { Skeleton } from '../../components/ui/skeleton';
import { tagLabel } from '../../components/ui/tag-label';
import { useTranslation } from '../../i18n/use-translation';
import { useDeviceId } from '../../platform/device-id-context';
import { preferencesStore } from '../../stores/preferences-store';
import { usePreferences } from '../../stores/use-preferences';
import { DeckTotal } from './deck-total';
import { EraToggles } from './era-toggles';
import { FilterSection } from './filter-section';
import { GenderToggles } from './gender-toggles';
import { CountryTagGroup } from './country-tag-group';
import { byCountry, groupTags, toggled } from './group-tags';
import { InitialToggles } from './initial-toggles';
import { LengthToggles } from './length-toggles';
import { TagMatchToggles } from './tag-match-toggles';
import { ToggleChip } from './toggle-chip';

/** Filters / Categories (spec §2.4): every toggle updates and persists the selection at once. */
export function TagsScreen() {
  const { t } = useTranslation();
  const deviceId = useDeviceId();
  const preferences = usePreferences();
  const { selectedTags } = preferences;
  const filters = deckFiltersOf(preferences);
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
      <LengthToggles />
      <EraToggles />
      <InitialToggles />
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
            {byCountry(tags).map(({ country, tags: run }) => {
              const chips = run.map(({ tag, remaining }) => (
                <ToggleChip
                  key={tag}
                  pressed={selectedTags.includes(tag)}
                  onToggle={() => preferencesStore.setSelectedTags(toggled(selectedTags, tag))}
                >
                  {tagLabel(t, tag)}
                  <span className="text-xs font-semibold">{t('tags.left', { count: remaining })}</span>
                </ToggleChip>
              ));
              return country === undefined || run.length === 1 ? (
                chips
              ) : (
                <CountryTagGroup key={country} title={t(`tags.countries.${country}`)}>
                  {chips}
                </CountryTagGroup>
              );
            })}
          </div>
        </FilterSection>
      ))}
      {!isPending && groups.length > 0 && selectedTags.length === 0 && (
        <p className="mt-6 text-sm text-ink-muted">{t('tags.noneSelected')}</p>
      )}
    </section>
  );
}
