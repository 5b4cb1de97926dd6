import type { Generated } from 'kysely';

/** Epoch milliseconds; stored as bigint so both dialects sort and compare them natively. */
type Millis = number;

export interface NamesTable {
  id: string;
  name: string;
  gender: 'F' | 'M' | 'N';
  origin: string | null;
  meaning: string | null;
  rank: number;
  active: number;
}

export interface NameTagsTable {
  name_id: string;
  tag: string;
}

export interface PopularityTable {
  name_id: string;
  country: string;
  first_year: number;
  counts: string;
}

export interface FamiliesTable {
  id: string;
  created_at: Millis;
}

export interface DevicesTable {
  id: string;
  display_name: string | null;
  family_id: string;
  user_id: string | null;
  joined_at: Millis;
  created_at: Millis;
  last_seen_at: Millis;
}

export interface VotesTable {
  device_id: string;
  name_id: string;
  approved: number;
  voted_at: Millis;
}

export interface InvitesTable {
  code: string;
  family_id: string;
  created_by: string;
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
  families: FamiliesTable;
  devices: DevicesTable;
  votes: VotesTable;
  invites: InvitesTable;
  catalogue_meta: CatalogueMetaTable;
  users: UsersTable;
  login_states: LoginStatesTable;
}
