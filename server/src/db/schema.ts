import type { FamilyRole, StatisticsCountry, Trend } from '@name-swiper/contract/constants';
import type { Generated } from 'kysely';

/** Epoch milliseconds; stored as bigint so both dialects sort and compare them natively. */
type Millis = number;

export interface NamesTable {
  id: string;
  name: string;
  gender: 'F' | 'M' | 'N';
  origin: string | null;
  meaning: string | null;
  /** `|`-separated place codes, most common first; empty when none. */
  popular_in: Generated<string>;
  /** `|`-separated Wiktionary language codes; empty when none. */
  origin_languages: Generated<string>;
  rank: number;
  active: number;
  /** The id of the name's spelling group's name (decision 93); the name's own id when it has no other spelling. */
  spelling_group: string;
  /** `|`-separated places where the name is its spelling group's most given spelling; empty when none. */
  most_given_in: Generated<string>;
}

export interface NameTagsTable {
  name_id: string;
  tag: string;
}

export interface PopularityTable {
  name_id: string;
  country: StatisticsCountry;
  sex: 'F' | 'M';
  first_year: number;
  /** Space-separated counts from first_year on, `-` for a year without a figure (as in popularity.csv). */
  counts: string;
}

export interface NameCountriesTable {
  name_id: string;
  country: StatisticsCountry;
  recent_births: number;
  female_share: number | null;
  gender: 'F' | 'M' | 'N' | null;
  latest_year: number;
  latest_rank: number | null;
  peak_year: number;
  trend: Trend | null;
  /** 1 in one_in children of one_in_sex (null: both sexes) born in latest_year had the name (decision 99). */
  one_in: number | null;
  one_in_sex: 'F' | 'M' | null;
  one_in_bound: 'about' | 'at-least' | null;
}

export interface NameLinksTable {
  name_id: string;
  relation: 'variant' | 'equivalent' | 'nickname' | 'other-gender';
  other_id: string;
}

export interface NameDaysTable {
  name_id: string;
  country: 'cz' | 'hu' | 'gr';
  month: number;
  day: number;
}

export interface NamePronunciationsTable {
  name_id: string;
  language: string;
  ipa: string;
  syllables: number;
}

export interface FamiliesTable {
  id: string;
  created_at: Millis;
  /** The last name a family of two or more shares; null when none is set (always, for a family of one). */
  last_name: Generated<string | null>;
  /** 1 when the parents share their matches with their supporters (decision 91). */
  share_matches: Generated<number>;
}

/** A name the family has matched on, with when it first did; kept when the match ends, so it is made only once. */
export interface FamilyMatchesTable {
  family_id: string;
  name_id: string;
  matched_at: Millis;
  /** 1 for a match made before a match needed every parent: it stays one while two parents like it (decision 89). */
  any_two: Generated<number>;
}

/** A device celebrated (closed the overlay of) a match of its family. */
export interface MatchCelebrationsTable {
  device_id: string;
  family_id: string;
  name_id: string;
  celebrated_at: Millis;
}

/** Who a name of a family's own belongs to (decision 62); the name itself is an inactive row of `names`. */
/** A catalogue name a family put first in its members' decks (decision 98). */
export interface FamilyPicksTable {
  family_id: string;
  name_id: string;
  added_by: string;
  added_at: Millis;
  removed_at: Millis | null;
}

export interface FamilyNamesTable {
  name_id: string;
  family_id: string;
  /** The spelling's key (nameIdOf): a family has one name per spelling. */
  name_key: string;
  added_by: string;
  added_at: Millis;
  /** When it was removed: no longer dealt, while the votes cast on it stay. */
  removed_at: Millis | null;
}

export interface DevicesTable {
  id: string;
  display_name: string | null;
  family_id: string;
  user_id: string | null;
  /** 'parent' or 'supporter' in its family (decision 89); a device alone is the parent of its family of one. */
  role: Generated<FamilyRole>;
  joined_at: Millis;
  created_at: Millis;
  last_seen_at: Millis;
}

export interface VotesTable {
  device_id: string;
  name_id: string;
  /** 1 for a like (a love too), 0 for a dislike (a maybe too). */
  approved: number;
  voted_at: Millis;
  /** null: the spec's like or dislike; 'love' or 'maybe' (issue 33). */
  feeling: Generated<'love' | 'maybe' | null>;
  /** How many times the device put the name to maybe (it comes back on its own at most twice). */
  maybes: Generated<number>;
}

/** An undone vote: the undo's time, so that an older vote arriving later (from an outbox) does not bring it back. */
export interface VoteUndosTable {
  device_id: string;
  name_id: string;
  undone_at: Millis;
}

/** A device's answer for a pair of names on the Decide screen; `first_id` sorts before `second_id`. */
export interface ComparisonsTable {
  device_id: string;
  first_id: string;
  second_id: string;
  winner_id: string;
  compared_at: Millis;
}

export interface InvitesTable {
  code: string;
  family_id: string;
  created_by: string;
  /** The kind of member the code makes (decision 89). */
  role: Generated<FamilyRole>;
  expires_at: Millis;
  used_at: Millis | null;
}

/** Requests counted per key (`device:<id>`, `ip:<address>`) in fixed windows that start at `window_start`. */
export interface CatalogueMetaTable {
  key: string;
  value: string;
}

export interface UsersTable {
  id: string;
  provider: string;
  subject: string;
  email: string;
  name: string | null;
  picture: string | null;
  /** The synced preferences as JSON text; null until the account first stores them. */
  preferences: string | null;
  preferences_updated_at: Millis | null;
  /** Every token carries it; "sign out everywhere" bumps it, which refuses all tokens issued before. */
  token_version: Generated<number>;
  created_at: Millis;
  updated_at: Millis;
}

/** A sign-in between the redirect to the provider and its return: single use, short-lived. */
export interface LoginStatesTable {
  state: string;
  provider: string;
  code_verifier: string;
  nonce: string | null;
  device_id: string | null;
  return_to: 'web' | 'app';
  expires_at: Millis;
}

export interface Database {
  names: NamesTable;
  name_tags: NameTagsTable;
  popularity: PopularityTable;
  name_countries: NameCountriesTable;
  name_links: NameLinksTable;
  name_days: NameDaysTable;
  name_pronunciations: NamePronunciationsTable;
  families: FamiliesTable;
  family_matches: FamilyMatchesTable;
  match_celebrations: MatchCelebrationsTable;
  family_names: FamilyNamesTable;
  family_picks: FamilyPicksTable;
  devices: DevicesTable;
  votes: VotesTable;
  vote_undos: VoteUndosTable;
  comparisons: ComparisonsTable;
  invites: InvitesTable;
  catalogue_meta: CatalogueMetaTable;
  users: UsersTable;
  login_states: LoginStatesTable;
}
