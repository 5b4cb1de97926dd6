import { CATALOGUE_COLUMNS } from '@name-swiper/contract/catalogue-columns';
import { STATISTICS_COUNTRIES } from '@name-swiper/contract/constants';
import { CATALOGUE_FILES } from './catalogue-files';
import { catalogueRows, uniqueBy } from './catalogue-row';
import type { Catalogue } from './catalogue';
import { COUNT_GAP } from './catalogue';

const COLUMNS = CATALOGUE_COLUMNS.popularity;
const SEXES = ['F', 'M'] as const;

/** popularity.csv: one series per name, country and sex; `-` is a year without a figure (null). */
export function parsePopularity(bytes: Buffer, known: ReadonlySet<string>): Catalogue['popularity'] {
  const unique = uniqueBy<(typeof COLUMNS)[number]>();
  return catalogueRows(bytes, COLUMNS, CATALOGUE_FILES.popularity).map((row) => {
    const nameId = row.knownName('name', known);
    const country = row.oneOf('country', STATISTICS_COUNTRIES);
    const sex = row.oneOf('sex', SEXES);
    unique(row, [nameId, country, sex].join('\0'));
    const counts = row
      .text('counts')
      .split(' ')
      .map((count) =>
        count === COUNT_GAP ? null : row.wholeNumber('counts', count, 0, Number.MAX_SAFE_INTEGER),
      );
    return {
      nameId,
      series: { country, sex, firstYear: row.int('first_year', 1800, 2200), counts },
    };
  });
}
