import type { Gender, Place, StatisticsCountry } from '@name-swiper/contract/constants';
import type { CountryStats, NameDay, PopularitySeries, Pronunciation } from '@name-swiper/contract/names';

export interface CatalogueName {
  id: string;
  name: string;
  gender: Gender;
  origin: string | null;
  originLanguages: string[];
  meaning: string | null;
  tags: string[];
  popularIn: Place[];
  rank: number;
}

/** A year without a figure in a popularity series, in popularity.csv and in the database. */
export const COUNT_GAP = '-';

export const LINK_RELATIONS = ['variant', 'equivalent', 'nickname', 'other-gender'] as const;
export type LinkRelation = (typeof LINK_RELATIONS)[number];

/** A popularity series as the database keeps it: the counts as written, years one space apart, gaps as `-`. */
export type StoredSeries = Omit<PopularitySeries, 'counts'> & { counts: string };

/** A catalogue folder as parsed (docs/catalogue-files.md); each entry belongs to the name with id `nameId`. */
export interface Catalogue {
  version: string;
  names: CatalogueName[];
  popularity: { nameId: string; series: StoredSeries }[];
  countries: { nameId: string; stats: CountryStats }[];
  links: { nameId: string; relation: LinkRelation; otherId: string }[];
  nameDays: { nameId: string; nameDay: NameDay }[];
  pronunciations: { nameId: string; pronunciation: Pronunciation }[];
  /** The names of spelling groups (decision 93): each with its group's name and where it is the group's most given. */
  spellings: { nameId: string; groupId: string; mostGivenIn: StatisticsCountry[] }[];
}
