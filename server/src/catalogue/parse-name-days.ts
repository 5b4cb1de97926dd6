import { CATALOGUE_COLUMNS } from '@name-swiper/contract/catalogue-columns';
import { NAME_DAY_COUNTRIES } from '@name-swiper/contract/constants';
import { CATALOGUE_FILES } from './catalogue-files';
import { catalogueRows, uniqueBy } from './catalogue-row';
import type { Catalogue } from './catalogue';

const COLUMNS = CATALOGUE_COLUMNS.namedays;
/** Days per month in a leap year, so 29 February is a valid name day. */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** namedays.csv: the days on which a name is celebrated, per country. */
export function parseNameDays(bytes: Buffer, known: ReadonlySet<string>): Catalogue['nameDays'] {
  const unique = uniqueBy<(typeof COLUMNS)[number]>();
  return catalogueRows(bytes, COLUMNS, CATALOGUE_FILES.nameDays).map((row) => {
    const nameId = row.knownName('name', known);
    const country = row.oneOf('country', NAME_DAY_COUNTRIES);
    const month = row.int('month', 1, 12);
    const day = row.int('day', 1, DAYS_IN_MONTH[month - 1] ?? 31);
    unique(row, [nameId, country, month, day].join('\0'));
    return { nameId, nameDay: { country, month, day } };
  });
}
