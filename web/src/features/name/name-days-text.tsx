import type { Language } from '@name-swiper/contract/constants';
import type { NameDay } from '@name-swiper/contract/names';
import { isLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { SourceNote, sourcesFor } from './source-note';

/** British English writes "3 March", the way the app's European readers write a date. */
const DATE_LOCALES: Record<Language, string> = { en: 'en-GB', nl: 'nl' };

/** "3 March (Czechia), 12 May (Hungary)", with the calendar each date comes from credited below. */
export function NameDaysText({ nameDays }: { nameDays: readonly NameDay[] }) {
  const { t, i18n } = useTranslation();
  const locale = isLanguage(i18n.language) ? DATE_LOCALES[i18n.language] : i18n.language;
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  // A leap year, so that 29 February is a date too.
  const date = ({ month, day }: NameDay) => format.format(Date.UTC(2000, month - 1, day));
  // The credits list names each calendar namedays-<country>.
  const calendars = new Set(nameDays.map(({ country }) => `namedays-${country}`));
  return (
    <>
      <span>
        {nameDays
          .map((nameDay) =>
            t('name.nameDayIn', { date: date(nameDay), place: t(`place.${nameDay.country}`) }),
          )
          .join(', ')}
      </span>
      <SourceNote sources={sourcesFor('namedays').filter(({ id }) => calendars.has(id))} />
    </>
  );
}
