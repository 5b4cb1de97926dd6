/** Settings of the catalogue pipeline: every number that shapes the catalogue lives here. */
import type { Place } from '@name-swiper/contract/constants';

export const COUNTRIES = ['us', 'fr', 'be', 'ew', 'nl', 'it', 'es', 'de-berlin'] as const;
export type Country = (typeof COUNTRIES)[number];

export interface CountryInfo {
  /** Readable name of the series. */
  label: string;
  /**
   * True when the source only publishes a top-N list per sex: a name missing from a year's list has no figure (not
   * zero), and shares are taken against the national live births of national-births.csv.
   */
  topListOnly: boolean;
  /** Names per sex and year that the list must hold exactly (checked when reading; undefined: not checked). */
  listSize?: number;
  /** Tag given to names that are in use in this country's statistics. */
  tag: string;
}

export const COUNTRY_INFO: Record<Country, CountryInfo> = {
  us: { label: 'United States (SSA)', topListOnly: false, tag: 'english' },
  fr: { label: 'France (INSEE)', topListOnly: false, tag: 'french' },
  be: { label: 'Belgium (Statbel)', topListOnly: false, tag: 'belgian' },
  ew: { label: 'England and Wales (ONS)', topListOnly: false, tag: 'english' },
  nl: { label: 'Netherlands (Meertens Instituut, top 100)', topListOnly: true, tag: 'netherlands' },
  it: { label: 'Italy (ISTAT, top 50)', topListOnly: true, listSize: 50, tag: 'italian' },
  es: { label: 'Spain (INE, top 100)', topListOnly: true, listSize: 100, tag: 'spanish' },
  'de-berlin': { label: 'Berlin (LABO / BerlinOnline)', topListOnly: false, tag: 'german' },
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

/**
 * Gender: a series that gave the name to at least MIN_GENDER_BIRTHS children in RECENT_FROM–RECENT_TO says F (female
 * share ≥ FEMALE_SHARE_F), M (≤ FEMALE_SHARE_M) or N; a top list that holds the name for one sex only says that sex.
 * The name is F or M only when every such series says so, otherwise N.
 */
export const FEMALE_SHARE_F = 0.9;
export const FEMALE_SHARE_M = 0.1;
export const MIN_GENDER_BIRTHS = 100;

/**
 * Trend over a series' last TREND_YEARS years (all its years when shorter, as Berlin's seven): the mean share of
 * births (of the year's births, national births for top lists) in the last TREND_WINDOW years against the mean in
 * the first TREND_WINDOW years of that span. A ratio
 * ≥ TREND_RISING is rising, ≤ TREND_FALLING falling, otherwise steady (a quarter up or a fifth down, the same step on
 * a log scale). Empty when either window has fewer than TREND_MIN_KNOWN years with a figure, or the name has fewer
 * than TREND_MIN_BIRTHS births in those years together (a few births swing the ratio by chance).
 */
export const TREND_YEARS = 10;
export const TREND_WINDOW = 3;
export const TREND_MIN_KNOWN = 2;
export const TREND_RISING = 1.25;
export const TREND_FALLING = 0.8;
export const TREND_MIN_BIRTHS = 30;

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

/** Pronunciations kept per name and language (WikiPron lists up to this many variants for a few names). */
export const PRONUNCIATIONS_PER_LANGUAGE = 3;
