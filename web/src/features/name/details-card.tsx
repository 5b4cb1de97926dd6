import type { NameDetail } from '@name-swiper/contract/names';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';
import { GenderBadge } from '../../components/ui/gender-badge';
import { originLabel } from '../../components/ui/origin-label';
import { useParentPlaces } from '../../components/ui/parent-places';
import { placeList } from '../../components/ui/place-list';
import { useTranslation } from '../../i18n/use-translation';
import { CountryGendersText } from './country-genders-text';
import { NameDaysText } from './name-days-text';
import { PronunciationsText } from './pronunciations-text';

function DetailRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 border-t border-line pt-3 first:border-t-0 first:pt-0">
      <dt className="text-sm font-semibold text-ink-muted">{term}</dt>
      <dd className="flex flex-col items-start gap-1">{children}</dd>
    </div>
  );
}

/**
 * Gender in its tint with where the countries disagree, then where the name is popular (in the card's order), and the etymological
 * origin, meaning, how it is said and name days only when the catalogue has them (spec §2.7, issues 18 and 32).
 */
export function DetailsCard({ detail }: { detail: NameDetail }) {
  const { t, i18n } = useTranslation();
  const places = useParentPlaces(detail.popularIn);
  return (
    <Card>
      <dl className="flex flex-col gap-3">
        <DetailRow term={t('name.gender')}>
          <GenderBadge gender={detail.gender} />
          <CountryGendersText countries={detail.countries} />
        </DetailRow>
        {places.length > 0 && <DetailRow term={t('name.popularIn')}>{placeList(t, places)}</DetailRow>}
        {detail.origin && (
          <DetailRow term={t('name.origin')}>
            {originLabel(t, detail.origin, detail.originLanguages, i18n.language)}
          </DetailRow>
        )}
        {detail.meaning && <DetailRow term={t('name.meaning')}>{detail.meaning}</DetailRow>}
        {detail.pronunciations.length > 0 && (
          <DetailRow term={t('name.pronunciation')}>
            <PronunciationsText name={detail.name} pronunciations={detail.pronunciations} places={places} />
          </DetailRow>
        )}
        {detail.nameDays.length > 0 && (
          <DetailRow term={t('name.nameDays', { count: detail.nameDays.length })}>
            <NameDaysText nameDays={detail.nameDays} />
          </DetailRow>
        )}
      </dl>
    </Card>
  );
}
