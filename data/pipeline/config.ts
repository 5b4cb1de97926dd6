/** Settings of the catalogue pipeline: every number that shapes the catalogue lives here. */
import type { Place } from '@name-swiper/contract/constants';

export const COUNTRIES = ['us', 'fr', 'be', 'ew', 'nl', 'it', 'es', 'de-berlin'] as const;
export type Country = (typeof COUNTRIES)[number];

export interface CountryInfo {
  /** Readable name of the series. */
  label: string;
  /** True when the source only publishes a top-N list per sex (absence says little about the other sex). */
  topListOnly: boolean;
  /** Tag given to names that are in use in this country's statistics. */
  tag: string;
  /**
   * Estimated fraction of the country's live births that the published list covers: 1 for complete series (the
   * privacy threshold removes only rare names); for top-N lists the listed births divided by the national live births
   * of the same years. Shares are computed against listed births / coverage, i.e. against the estimated national total.
   */
  coverage: number;
}

export const COUNTRY_INFO: Record<Country, CountryInfo> = {
  us: { label: 'United States (SSA)', topListOnly: false, tag: 'english', coverage: 1 },
  fr: { label: 'France (INSEE)', topListOnly: false, tag: 'french', coverage: 1 },
  be: { label: 'Belgium (Statbel)', topListOnly: false, tag: 'belgian', coverage: 1 },
  ew: { label: 'England and Wales (ONS)', topListOnly: false, tag: 'english', coverage: 1 },
  nl: {
    label: 'Netherlands (Meertens Instituut, top 100)',
    topListOnly: true,
    tag: 'netherlands',
    coverage: 0.39,
  },
  it: { label: 'Italy (ISTAT, top 50)', topListOnly: true, tag: 'italian', coverage: 0.56 },
  es: { label: 'Spain (INE, top 100)', topListOnly: true, tag: 'spanish', coverage: 0.6 },
  'de-berlin': { label: 'Berlin (LABO / BerlinOnline)', topListOnly: false, tag: 'german', coverage: 1 },
};

/**
 * Where the top-list coverage estimates come from (written to data/README.md). National live births per year as
 * published by CBS (StatLine, "Bevolkingsontwikkeling; levend geborenen") and ISTAT (demo.istat.it, "nati vivi"),
 * summed over the years the lists cover, rounded.
 */
export const COVERAGE_NOTES: Readonly<Partial<Record<Country, string>>> = {
  nl:
    'the top-100 lists of 1995–2014 hold 1,482,392 births; CBS counts about 3.79 million live births in the ' +
    'Netherlands in those years (from 206,619 in 2000 down to 175,181 in 2014), so the lists cover about 39 %',
  it:
    'the top-50 lists of 1999–2018 (2009 missing) hold 5,627,649 births; ISTAT counts about 10.0 million live ' +
    'births in Italy in those 19 years (from 576,659 in 2008 down to 439,747 in 2018), so the lists cover about 56 %',
};

/** Years whose births decide selection, order, gender and statistics-based tags. */
export const RECENT_FROM = 1995;
export const RECENT_TO = 2024;

/** First year written to popularity.csv (later when the source starts later). */
export const POPULARITY_FROM = 1978;

/**
 * Popularity rank: the share of each country's births in its last RANK_YEARS published years (up to RECENT_TO),
 * each country's share capped at RANK_SHARE_CAP, summed over the countries. The cap keeps a favourite of one country
 * (Francesco is 1.7 % of Italian births) from outranking names that parents give in many countries.
 */
export const RANK_YEARS = 10;
export const RANK_SHARE_CAP = 0.003;

/** A name is selected when the sum of its per-country shares of recent births reaches this value... */
export const MIN_SCORE = 2e-5;
/** ...and at least one country recorded this many recent births of it. */
export const MIN_BIRTHS_IN_ONE_COUNTRY = 20;

/**
 * "Popular in" (names.csv `popular_in` and the geographic tags, see popular-in.ts). A birth series names its place
 * when, in one of its last POPULAR_YEARS years up to RECENT_TO, the name is among the POPULAR_MAX_RANK most given
 * names of its sex with at least POPULAR_MIN_BIRTHS births that year (Berlin's 500th name has 6 births a year, so
 * Berlin needs about its top 170). A top list (NL 100, IT 50, ES 100 per sex) names its place for every name it holds
 * in those years.
 */
export const POPULAR_YEARS = 5;
export const POPULAR_MAX_RANK = 500;
export const POPULAR_MIN_BIRTHS = 20;
/**
 * A dictionary column of DICTIONARY_PLACES names its place when the name's class there is at least this. Class x
 * stands for 2^(x-2) to 2^(x-1) % of the population, so -4 is at least 1 in 6,400 people, the order of the 500th name
 * of a year's births (0.018 % of US births in 2023).
 */
export const POPULAR_MIN_DICTIONARY_CLASS = -4;
/** A class x is put on the births' scale (log2 of a percentage) at its midpoint, x - 1.5, to order a name's places. */
export const DICTIONARY_CLASS_OFFSET = -1.5;

/** Gender: female share thresholds, and the births a country needs to count in the gender share. */
export const FEMALE_SHARE_F = 0.9;
export const FEMALE_SHARE_M = 0.1;
export const MIN_GENDER_BIRTHS = 20;

/** SSA truncates names at this many characters; US-only names this long are dropped. */
export const SSA_MAX_LENGTH = 15;

/**
 * Dictionary columns (header text of michael-firstnames.csv) that name a place of PLACES, and the tag of each place.
 * Only places without a birth series: where a series exists, it alone decides. Germany, Arabia/Persia and the other
 * columns have no place code (Berlin is not Germany), so they name none.
 */
export const DICTIONARY_PLACES: Readonly<Record<string, { place: Place; tag: string }>> = {
  Ireland: { place: 'ie', tag: 'irish' },
  Greece: { place: 'gr', tag: 'greek' },
  Portugal: { place: 'pt', tag: 'portuguese' },
  Denmark: { place: 'dk', tag: 'scandinavian' },
  Norway: { place: 'no', tag: 'scandinavian' },
  Sweden: { place: 'se', tag: 'scandinavian' },
  Finland: { place: 'fi', tag: 'finnish' },
  Iceland: { place: 'is', tag: 'icelandic' },
  Poland: { place: 'pl', tag: 'polish' },
  'Czech Republic': { place: 'cz', tag: 'czech' },
  Hungary: { place: 'hu', tag: 'hungarian' },
  Austria: { place: 'at', tag: 'austrian' },
  Swiss: { place: 'ch', tag: 'swiss' },
  Israel: { place: 'il', tag: 'israeli' },
  Turkey: { place: 'tr', tag: 'turkish' },
  Russia: { place: 'ru', tag: 'russian' },
};

/**
 * Tags without a birth series: dictionary names that get one of them (see POPULAR_MIN_DICTIONARY_CLASS) are added to
 * the catalogue even when no country recorded their births.
 */
export const DICTIONARY_ONLY_TAGS: readonly string[] = ['greek'];

/** The tags of spec §9 and the minimum number of names each must have. */
export const SPEC_TAG_MINIMUMS: Readonly<Record<string, number>> = {
  netherlands: 100,
  english: 100,
  greek: 100,
  spanish: 100,
  nature: 40,
};
