/** Settings of the catalogue pipeline: every number that shapes the catalogue lives here. */

export const COUNTRIES = ['us', 'fr', 'be', 'ew', 'nl', 'it', 'de-berlin'] as const;
export type Country = (typeof COUNTRIES)[number];

export interface CountryInfo {
  /** Readable name of the series. */
  label: string;
  /** True when the source only publishes a top-N list per sex (absence says little about the other sex). */
  topListOnly: boolean;
  /** Tag given to names that are in use in this country's statistics. */
  tag: string;
}

export const COUNTRY_INFO: Record<Country, CountryInfo> = {
  us: { label: 'United States (SSA)', topListOnly: false, tag: 'english' },
  fr: { label: 'France (INSEE)', topListOnly: false, tag: 'french' },
  be: { label: 'Belgium (Statbel)', topListOnly: false, tag: 'belgian' },
  ew: { label: 'England and Wales (ONS)', topListOnly: false, tag: 'english' },
  nl: { label: 'Netherlands (Meertens Instituut, top 100)', topListOnly: true, tag: 'netherlands' },
  it: { label: 'Italy (ISTAT, top 50)', topListOnly: true, tag: 'italian' },
  'de-berlin': { label: 'Berlin (LABO / BerlinOnline)', topListOnly: false, tag: 'german' },
};

/** Years whose births decide selection, order, gender and statistics-based tags. */
export const RECENT_FROM = 1995;
export const RECENT_TO = 2024;

/** First year written to popularity.csv (later when the source starts later). */
export const POPULARITY_FROM = 1978;

/** A name is selected when the sum of its per-country shares of recent births reaches this value... */
export const MIN_SCORE = 2e-5;
/** ...and at least one country recorded this many recent births of it. */
export const MIN_BIRTHS_IN_ONE_COUNTRY = 20;

/** Statistics-based tag: recent share in a complete series at least this, with at least MIN_TAG_BIRTHS births. */
export const MIN_TAG_SHARE = 5e-5;
export const MIN_TAG_BIRTHS = 10;

/** Gender: female share thresholds, and the births a country needs to count in the gender share. */
export const FEMALE_SHARE_F = 0.9;
export const FEMALE_SHARE_M = 0.1;
export const MIN_GENDER_BIRTHS = 20;

/** SSA truncates names at this many characters; US-only names this long are dropped. */
export const SSA_MAX_LENGTH = 15;

/** Dictionary columns (exact header text of michael-firstnames.csv) that give each tag. */
export const DICTIONARY_TAG_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  english: ['Great Britain', 'Ireland', 'U.S.A.'],
  netherlands: ['the Netherlands'],
  greek: ['Greece'],
  spanish: ['Spain'],
  french: ['France'],
  belgian: ['Belgium'],
  german: ['Germany', 'Austria'],
  italian: ['Italy'],
  irish: ['Ireland'],
  scandinavian: ['Denmark', 'Norway', 'Sweden'],
  portuguese: ['Portugal'],
  hebrew: ['Israel'],
  'arabic-persian': ['Arabia/Persia'],
};

/** faker locales whose first-name lists give a tag. */
export const FAKER_TAG_LOCALES: Readonly<Record<string, readonly string[]>> = {
  netherlands: ['nl'],
};

/**
 * Tags whose names may be added from the dictionary alone (no birth statistics exist for them),
 * with the lowest frequency class (2^class % of the population) a name needs in that column.
 */
export const DICTIONARY_ONLY_TAGS: Readonly<Record<string, { column: string; minClass: number }>> = {
  greek: { column: 'Greece', minClass: -5 },
  spanish: { column: 'Spain', minClass: -5 },
};

/** Readable origin text of each origin tag. */
export const TAG_ORIGIN_TEXT: Readonly<Record<string, string>> = {
  english: 'English',
  netherlands: 'Dutch',
  greek: 'Greek',
  spanish: 'Spanish',
  french: 'French',
  belgian: 'Belgian',
  german: 'German',
  italian: 'Italian',
  irish: 'Irish',
  scandinavian: 'Scandinavian',
  portuguese: 'Portuguese',
  hebrew: 'Hebrew',
  'arabic-persian': 'Arabic/Persian',
};

/** The tags of spec §9 and the minimum number of names each must have. */
export const SPEC_TAG_MINIMUMS: Readonly<Record<string, number>> = {
  netherlands: 100,
  english: 100,
  greek: 100,
  spanish: 100,
  nature: 40,
};
