import type { StatisticsCountry } from '@name-swiper/contract/constants';
import { POPULARITY_CHART, SERIES_ENDED_AFTER_YEARS } from '@name-swiper/contract/constants';
import type { CountryStats } from '@name-swiper/contract/names';

/** A series whose last year is before this one has ended (decision 79): 2022 when the chart runs to 2024. */
const ENDED_BEFORE = POPULARITY_CHART.lastYear - SERIES_ENDED_AFTER_YEARS;

/** The last year of every series of the name that ended years ago (the Netherlands 2014, Norway 2017). */
export function endedSeries(countries: readonly CountryStats[]): Map<StatisticsCountry, number> {
  return new Map(
    countries.flatMap(({ country, latestYear }) =>
      latestYear < ENDED_BEFORE ? [[country, latestYear]] : [],
    ),
  );
}
