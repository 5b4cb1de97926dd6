import type { NameDetail } from '@name-swiper/contract/names';
import { useState } from 'react';
import { Card, textButton } from '../../components/ui/card';
import { useParentCountries } from '../../components/ui/parent-places';
import { useTranslation } from '../../i18n/use-translation';
import { classShareText } from './class-share-text';

/** The places shown before "Show more": the parent's own come first (decision 75). */
const FIRST_PLACES = 3;

/**
 * How common the name will be in class (decision 99): per place with a figure, in the parent's order, "about 1 in N
 * girls born in Flanders in 2025 was named Noor", for the place's latest year; none: nothing.
 */
export function ClassShareCard({ detail }: { detail: NameDetail }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const lines = useParentCountries(detail.countries, detail.popularIn).flatMap((stats) =>
    stats.oneIn === undefined ? [] : [{ place: stats.country, year: stats.latestYear, oneIn: stats.oneIn }],
  );
  if (lines.length === 0) {
    return null;
  }
  const shown = all ? lines : lines.slice(0, FIRST_PLACES);
  return (
    <Card title={t('oneIn.title')}>
      <ul className="flex flex-col gap-2" data-testid="class-share">
        {shown.map((line) => (
          <li key={line.place}>{classShareText(t, { name: detail.name, ...line })}</li>
        ))}
      </ul>
      {shown.some((line) => line.oneIn.atLeast === true) && (
        <p className="text-sm text-ink-muted">{t('oneIn.atLeastNote')}</p>
      )}
      {!all && lines.length > FIRST_PLACES && (
        <button type="button" className={`${textButton} self-start px-0`} onClick={() => setAll(true)}>
          {t('oneIn.allPlaces', { count: lines.length - FIRST_PLACES })}
        </button>
      )}
    </Card>
  );
}
