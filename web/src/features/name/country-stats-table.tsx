import type { CountryStats } from '@name-swiper/contract/names';
import { useTranslation } from '../../i18n/use-translation';
import { endedSeries } from './series-end';

const NO_FIGURE = '–';

/**
 * Per country the latest rank, the peak year and the trend over the last 10 years, as the pipeline computed them; a
 * series that ended years ago says so where the trend would be (decision 79).
 */
export function CountryStatsTable({ countries }: { countries: readonly CountryStats[] }) {
  const { t } = useTranslation();
  const ended = endedSeries(countries);
  const cell = 'py-1.5 pr-2 last:pr-0';
  return (
    <table className="w-full text-left text-sm" data-testid="country-stats">
      <caption className="sr-only">{t('name.statsCaption')}</caption>
      <thead className="text-xs text-ink-muted">
        <tr>
          <th scope="col" className={cell}>
            {t('name.statsCountry')}
          </th>
          <th scope="col" className={cell}>
            {t('name.statsLatestRank')}
          </th>
          <th scope="col" className={cell}>
            {t('name.statsPeakYear')}
          </th>
          <th scope="col" className={cell}>
            {t('name.statsTrend')}
          </th>
        </tr>
      </thead>
      <tbody>
        {countries.map(({ country, latestRank, latestYear, peakYear, trend }) => (
          <tr key={country} className="border-t border-line">
            <th scope="row" className={`${cell} font-semibold`}>
              {t(`name.countries.${country}`)}
            </th>
            <td className={cell}>
              {latestRank === undefined
                ? NO_FIGURE
                : t('name.statsRankInYear', { rank: latestRank, year: latestYear })}
            </td>
            <td className={cell}>{peakYear}</td>
            <td className={cell}>
              {trend
                ? t(`name.trend.${trend}`)
                : ended.has(country)
                  ? t('name.seriesEnded', { year: latestYear })
                  : NO_FIGURE}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
