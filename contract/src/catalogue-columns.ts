/**
 * The header of each catalogue file in `data/` (docs/catalogue-files.md): the pipeline writes them, the server
 * reads them, so the two cannot drift apart.
 */
export const CATALOGUE_COLUMNS = {
  names: ['name', 'gender', 'origin', 'tags', 'meaning', 'popular_in', 'origin_languages'],
  popularity: ['name', 'country', 'sex', 'first_year', 'counts'],
  countries: [
    'name',
    'country',
    'recent_births',
    'female_share',
    'gender',
    'latest_year',
    'latest_rank',
    'peak_year',
    'trend',
    'one_in',
    'one_in_sex',
    'one_in_bound',
  ],
  links: ['name', 'relation', 'other'],
  namedays: ['name', 'country', 'month', 'day'],
  pronunciations: ['name', 'language', 'ipa', 'syllables'],
  spellings: ['name', 'group', 'most_given_in'],
} as const;
