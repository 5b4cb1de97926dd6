import { CATALOGUE_COLUMNS } from '@name-swiper/contract/catalogue-columns';
import { GENDERS, STATISTICS_COUNTRIES, TRENDS } from '@name-swiper/contract/constants';
import { CATALOGUE_FILES } from './catalogue-files';
import { catalogueRows, uniqueBy } from './catalogue-row';
import type { Catalogue } from './catalogue';

const COLUMNS = CATALOGUE_COLUMNS.countries;
const MAX = Number.MAX_SAFE_INTEGER;

/** countries.csv: a name's figures per statistics series; an empty cell is an absent figure. */
export function parseCountries(bytes: Buffer, known: ReadonlySet<string>): Catalogue['countries'] {
  const unique = uniqueBy<(typeof COLUMNS)[number]>();
  return catalogueRows(bytes, COLUMNS, CATALOGUE_FILES.countries).map((row) => {
    const nameId = row.knownName('name', known);
    const country = row.oneOf('country', STATISTICS_COUNTRIES);
    unique(row, [nameId, country].join('\0'));
    const femaleShare = row.optionalShare('female_share');
    const gender = row.optionalOneOf('gender', GENDERS);
    const latestRank = row.optionalInt('latest_rank', 1, MAX);
    const trend = row.optionalOneOf('trend', TRENDS);
    const oneIn = row.optionalInt('one_in', 1, MAX);
    const oneInSex = row.optionalOneOf('one_in_sex', ['F', 'M'] as const);
    const bound = oneIn === undefined ? undefined : row.oneOf('one_in_bound', ['about', 'at-least'] as const);
    return {
      nameId,
      stats: {
        country,
        recentBirths: row.int('recent_births', 0, MAX),
        ...(femaleShare === undefined ? {} : { femaleShare }),
        ...(gender === undefined ? {} : { gender }),
        latestYear: row.int('latest_year', 1800, 2200),
        ...(latestRank === undefined ? {} : { latestRank }),
        peakYear: row.int('peak_year', 1800, 2200),
        ...(trend === undefined ? {} : { trend }),
        ...(oneIn === undefined
          ? {}
          : {
              oneIn: {
                n: oneIn,
                ...(oneInSex === undefined ? {} : { sex: oneInSex }),
                ...(bound === 'at-least' ? { atLeast: true } : {}),
              },
            }),
      },
    };
  });
}
