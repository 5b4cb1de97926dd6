import type { NameDetail } from '@name-swiper/contract/names';
import { useState } from 'react';
import { Link } from 'wouter';
import { Card } from '../../../components/ui/card';
import { FullName } from '../../../components/ui/full-name';
import { SpeakerIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../i18n/use-translation';
import { speak } from '../../../platform/speech';
import { usePreferences } from '../../../stores/use-preferences';
import { MiddleNameField, usableMiddleName } from './middle-name-field';
import { StudioSiblings } from './studio-siblings';
import { StudioFlow, StudioInitials } from './studio-sounds';
import { StudioSyllables } from './studio-syllables';

/** The places whose voice reads the name: where it is popular, else where it has statistics (as the header does). */
const placesOf = (detail: NameDetail) =>
  detail.popularIn.length > 0 ? detail.popularIn : detail.countries.map(({ country }) => country);

/**
 * Full-name studio (issue 22): the first name with an optional middle name and the family last name, in the chosen
 * font and read aloud as a whole, with its initials, syllables and stress, how it flows, the nicknames it comes
 * with (credited by the related-names card below it, from the same catalogue field), and the candidate beside the
 * children the family already has. Loaded only with the name detail screen.
 */
export default function FullNameStudio({ detail }: { detail: NameDetail }) {
  const { t, i18n } = useTranslation();
  const { lastName } = usePreferences();
  const [middleInput, setMiddleInput] = useState('');
  const middle = usableMiddleName(middleInput);
  const fullName = [detail.name, middle, lastName].filter(Boolean).join(' ');
  const parts = { first: detail.name, middle, last: lastName };

  return (
    <Card title={t('studio.title')}>
      <MiddleNameField firstName={detail.name} value={middleInput} onChange={setMiddleInput} />
      <div className="flex items-center gap-2">
        <p className="min-w-0 flex-1 text-3xl" data-testid="studio-full-name">
          <FullName name={detail.name} middle={middle} />
        </p>
        <button
          type="button"
          aria-label={t('studio.readAloud', { name: fullName })}
          onClick={() => speak(fullName, placesOf(detail), i18n.language)}
          className="flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface-2 hover:text-ink"
        >
          <SpeakerIcon />
        </button>
      </div>
      {!lastName && (
        <p className="text-sm">
          {t('studio.noLastName')}{' '}
          <Link to="/settings" className="inline-flex min-h-11 items-center font-semibold underline">
            {t('studio.toSettings')}
          </Link>
        </p>
      )}
      <StudioInitials {...parts} />
      <StudioSyllables {...parts} pronunciations={detail.pronunciations} places={placesOf(detail)} />
      <StudioFlow {...parts} />
      {detail.nicknames.length > 0 && (
        <div className="flex flex-col gap-1" data-testid="studio-nicknames">
          <h3 className="text-sm font-semibold text-ink-muted">{t('studio.nicknames')}</h3>
          <ul className="flex flex-wrap gap-2">
            {detail.nicknames.map((nickname) => (
              <li key={nickname} className="font-name rounded-full bg-surface-2 px-3 py-1">
                {[nickname, lastName].filter(Boolean).join(' ')}
              </li>
            ))}
          </ul>
        </div>
      )}
      <StudioSiblings detail={detail} />
    </Card>
  );
}
