/** Settings of the catalogue pipeline: every number that shapes the catalogue lives here. */
import { SERIES_ENDED_AFTER_YEARS } from '@name-swiper/contract/constants';
import type { Place } from '@name-swiper/contract/constants';

export const COUNTRIES = [
  'us',
  'fr',
  'be',
  'ew',
  'nl',
  'it',
  'es',
  'de-berlin',
  'be-vlg',
  'be-wal',
  'be-bru',
  'sct',
  'nir',
  'ie',
  'no',
  'se',
  'nz',
  'au-sa',
  'au-nsw',
  'ca-on',
  'at-vie',
  'de-koeln',
  'de-leipzig',
  'de-muenchen',
] as const;
export type Country = (typeof COUNTRIES)[number];

export interface CountryInfo {
  /** Readable name of the series. */
  label: string;
  /**
   * True when the source only publishes part of its names per sex (a top-N list, Norway's fixed list of 1,800
   * names): a name missing from a year's list has no figure (not zero).
   */
  topListOnly: boolean;
  /**
   * What a name's share is taken against: `national`, the live births of national-births.csv (top lists that have
   * them); `recorded`, the births the file records (complete series, and Norway, whose list holds 77–92 % of each
   * year's births); `none` for a top list whose place's births are not in national-births.csv (New South Wales): its
   * names get no share, so it adds nothing to selection, order or trend, but names its place and shows its figures.
   * Default: `national` for top lists, `recorded` otherwise.
   */
  shareOf?: 'national' | 'recorded' | 'none';
  /** Years in which an otherwise complete series publishes a top list only (South Australia 2018–2023). */
  topListYears?: { from: number; to: number };
  /** Names per sex and year that the list must hold exactly (checked when reading; undefined: not checked). */
  listSize?: number;
  /** Tag given to names that are in use in this country's statistics. */
  tag: string;
  /**
   * The country (ISO 3166 alpha-2, `uk` for the United Kingdom) a region's or city's series belongs to. A country
   * counts once in selection, order and gender (see select-names.ts, country-group.ts): by its own series where the
   * catalogue has one (Belgium), else by the births of its regions' series pooled (the UK nations, German cities).
   */
  within?: string;
}

export const COUNTRY_INFO: Record<Country, CountryInfo> = {
  us: { label: 'United States (SSA)', topListOnly: false, tag: 'english' },
  fr: { label: 'France (INSEE)', topListOnly: false, tag: 'french' },
  be: { label: 'Belgium (Statbel)', topListOnly: false, tag: 'belgian' },
  ew: { label: 'England and Wales (ONS)', topListOnly: false, tag: 'english', within: 'uk' },
  nl: { label: 'Netherlands (Meertens Instituut, top 100)', topListOnly: true, tag: 'netherlands' },
  it: { label: 'Italy (ISTAT, top 50)', topListOnly: true, listSize: 50, tag: 'italian' },
  es: { label: 'Spain (INE, top 100)', topListOnly: true, listSize: 100, tag: 'spanish' },
  'de-berlin': { label: 'Berlin (LABO / BerlinOnline)', topListOnly: false, tag: 'german', within: 'de' },
  'be-vlg': { label: 'Flanders (Statbel)', topListOnly: false, tag: 'flanders', within: 'be' },
  'be-wal': { label: 'Wallonia (Statbel)', topListOnly: false, tag: 'wallonia', within: 'be' },
  'be-bru': { label: 'Brussels (Statbel)', topListOnly: false, tag: 'brussels', within: 'be' },
  sct: { label: 'Scotland (NRS)', topListOnly: false, tag: 'scotland', within: 'uk' },
  nir: { label: 'Northern Ireland (NISRA)', topListOnly: false, tag: 'northern-ireland', within: 'uk' },
  ie: { label: 'Ireland (CSO)', topListOnly: false, tag: 'irish' },
  no: {
    label: 'Norway (SSB, fixed list of 1,800 names)',
    topListOnly: true,
    shareOf: 'recorded',
    tag: 'scandinavian',
  },
  se: { label: 'Sweden (SCB)', topListOnly: false, tag: 'scandinavian' },
  nz: { label: 'New Zealand (DIA)', topListOnly: false, tag: 'new-zealand' },
  'au-sa': {
    label: 'South Australia (BDM)',
    topListOnly: false,
    topListYears: { from: 2018, to: 2023 },
    tag: 'south-australia',
    within: 'au',
  },
  'au-nsw': {
    label: 'New South Wales (BDM, top 100)',
    topListOnly: true,
    shareOf: 'none',
    tag: 'new-south-wales',
    within: 'au',
  },
  'ca-on': { label: 'Ontario (ServiceOntario)', topListOnly: false, tag: 'ontario', within: 'ca' },
  'at-vie': { label: 'Vienna (Stadt Wien)', topListOnly: false, tag: 'vienna', within: 'at' },
  'de-koeln': { label: 'Cologne (Stadt Köln)', topListOnly: false, tag: 'cologne', within: 'de' },
  'de-leipzig': { label: 'Leipzig (Stadt Leipzig)', topListOnly: false, tag: 'leipzig', within: 'de' },
  'de-muenchen': {
    label: 'Munich (Landeshauptstadt München)',
    topListOnly: false,
    tag: 'munich',
    within: 'de',
  },
};

/** What a series' names' shares are taken against (see CountryInfo.shareOf). */
export function shareOf(country: Country): 'national' | 'recorded' | 'none' {
  const info = COUNTRY_INFO[country];
  return info.shareOf ?? (info.topListOnly ? 'national' : 'recorded');
}

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
 * Berlin needs about its top 170), or is so in those years' births taken together. The second reading lets a place's
 * threshold fit its size: in a city of 7,000 births a year (Leipzig) 20 births in one year takes a top-30 name, 20 in
 * five years about a top-150 one, still never fewer than 20 children, which keeps chance out; in a large country the
 * 500th name has far more than 20 births a year, so the rank decides either way. A top list (NL 100, IT 50, ES 100 per
 * sex) names its place for every name it holds in those years.
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
/**
 * A series whose last year is more than TREND_MAX_AGE years before RECENT_TO gives no trend (the Netherlands 2014,
 * Norway 2017, Italy 2018, Ontario 2019, Scotland 2020, Leipzig 2021, ...): its data stopped, and "rising" would
 * describe a past the parent cannot see. Its figures, rank and last year are still shown.
 */
export const TREND_MAX_AGE = SERIES_ENDED_AFTER_YEARS;

/** SSA truncates names at this many characters; US-only names this long are dropped. */
export const SSA_MAX_LENGTH = 15;

/**
 * Dictionary columns (header text of michael-firstnames.csv) that name a place of PLACES, and the tag of each place.
 * Only places without a birth series: where a series exists, it alone decides. Germany, Arabia/Persia and the other
 * columns have no place code (Berlin is not Germany), so they name none.
 */
export const DICTIONARY_PLACES: Readonly<Record<string, { place: Place; tag: string }>> = {
  Greece: { place: 'gr', tag: 'greek' },
  Portugal: { place: 'pt', tag: 'portuguese' },
  Denmark: { place: 'dk', tag: 'scandinavian' },
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
