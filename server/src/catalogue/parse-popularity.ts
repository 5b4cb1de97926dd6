import { CATALOGUE_COLUMNS } from '@name-swiper/contract/catalogue-columns';
import { STATISTICS_COUNTRIES } from '@name-swiper/contract/constants';
import { CATALOGUE_FILES } from './catalogue-files';
import { catalogueRows, uniqueBy } from './catalogue-row';
import type { Catalogue } from './catalogue';
import { COUNT_GAP } from './catalogue';

const COLUMNS = CATALOGUE_COLUMNS.popularity;
const SEXES = ['F', 'M'] as const;
const COUNT = `(?:${COUNT_GAP}|0|[1-9][0-9]{0,14})`;
/** Whole numbers or gaps, one space apart: checked whole, as the counts go to the database as they are written. */
const COUNTS = new RegExp(`^${COUNT}(?: ${COUNT})*$`);

/** popularity.csv: one series per name, country and sex; `-` is a year without a figure. */
export function parsePopularity(bytes: Buffer, known: ReadonlySet<string>): Catalogue['popularity'] {
  const unique = uniqueBy<(typeof COLUMNS)[number]>();
  return catalogueRows(bytes, COLUMNS, CATALOGUE_FILES.popularity).map((row) => {
    const nameId = row.knownName('name', known);
    const country = row.oneOf('country', STATISTICS_COUNTRIES);
    const sex = row.oneOf('sex', SEXES);
    unique(row, [nameId, country, sex].join('\0'));
    const counts = row.text('counts');
    if (!COUNTS.test(counts)) {
      for (const count of counts.split(' ')) {
        if (count !== COUNT_GAP) {
          row.wholeNumber('counts', count, 0, Number.MAX_SAFE_INTEGER);
        }
      }
      throw row.error(`counts "${counts}" must be whole numbers or ${COUNT_GAP}, one space apart`);
    }
    return {
      nameId,
      series: { country, sex, firstYear: row.int('first_year', 1800, 2200), counts },
    };
  });
}
