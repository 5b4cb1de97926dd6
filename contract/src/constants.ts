/** Business constants of spec §9 and the decisions of ARCHITECTURE.md, shared by server and web. */

export const GENDERS = ['M', 'F', 'N'] as const;
export type Gender = (typeof GENDERS)[number];

/**
 * Geographic tags mean "popular in" (data/README.md); the spec's four come first, then the other places the
 * catalogue earns.
 */
export const TAG_CATEGORIES = {
  geographic: [
    'netherlands',
    'english',
    'greek',
    'spanish',
    'belgian',
    'flanders',
    'wallonia',
    'brussels',
    'french',
    'german',
    'cologne',
    'leipzig',
    'munich',
    'italian',
    'irish',
    'scotland',
    'northern-ireland',
    'scandinavian',
    'new-zealand',
    'south-australia',
    'new-south-wales',
    'ontario',
    'vienna',
    'portuguese',
    'finnish',
    'icelandic',
    'polish',
    'czech',
    'hungarian',
    'austrian',
    'swiss',
    'israeli',
    'turkish',
    'russian',
  ],
  nature: ['nature'],
} as const;
/**
 * The country of the place tags that share one (issue 32 §2): the filter screen shows them together under the
 * country's name (Belgium: Belgium, Flanders, Wallonia, Brussels). Other tags stand alone.
 */
export const TAG_COUNTRY_GROUPS = ['be', 'uk', 'de', 'au', 'ca', 'at'] as const;
export type TagCountryGroup = (typeof TAG_COUNTRY_GROUPS)[number];
export const TAG_COUNTRIES: Readonly<Partial<Record<string, TagCountryGroup>>> = {
  belgian: 'be',
  flanders: 'be',
  wallonia: 'be',
  brussels: 'be',
  scotland: 'uk',
  'northern-ireland': 'uk',
  german: 'de',
  cologne: 'de',
  leipzig: 'de',
  munich: 'de',
  'south-australia': 'au',
  'new-south-wales': 'au',
  ontario: 'ca',
  austrian: 'at',
  vienna: 'at',
};

/** Tags outside the spec's categories are shown under this category. */
export const OTHER_TAG_CATEGORY = 'other';

export const DEFAULT_TAGS = ['english'];
/** With no stored selection, the deck starts with the names popular where the app's language is spoken. */
export const DEFAULT_TAGS_BY_LANGUAGE = {
  en: ['english'],
  nl: ['netherlands', 'flanders'],
} as const satisfies Record<Language, readonly string[]>;
export const DEFAULT_GENDERS: Gender[] = ['M', 'F', 'N'];

export const SWIPE_THRESHOLD_PX = 75;
/**
 * What a vote says beyond like or dislike (issue 33): `love` is a like that says more (it counts as a like
 * everywhere); `maybe` is neither, private to the device, and counts as no vote for matching. Absent: a plain like or
 * dislike, as the spec's `{nameId, approved}`.
 */
export const FEELINGS = ['love', 'maybe'] as const;
export type Feeling = (typeof FEELINGS)[number];

/**
 * A love is a like that says more (issue 33): each device has this many in any 24 hours (LOVE_WINDOW_MS), kept by the
 * server (decision 85). A love over the allowance is stored as a plain like.
 */
export const LOVES_PER_DAY = 3;
export const LOVE_WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * A maybe leaves the deck and is dealt again once the device has cast this many votes after it (decision 86), and
 * comes back so at most MAYBE_RETURNS_MAX times: a name put to maybe a third time waits under History's Maybe chip.
 */
export const MAYBE_RETURN_AFTER_VOTES = 15;
export const MAYBE_RETURNS_MAX = 2;
export const CARD_TRANSITION_MS = 400;
export const AD_EVERY_NTH_DRAW = 5;
export const INTERSTITIAL_EVERY_NTH_TRIGGER = 3;
export const LIST_SKELETON_ROWS = 5;

export const CONFETTI = { particleCount: 200, spread: 100, originY: 0.6 } as const;

export const INVITE_CODE_LENGTH = 6;
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_VALIDITY_MS = 24 * 60 * 60 * 1000;
export const TOGETHER_STATUS_MS = 3000;
export const SETTINGS_SAVED_MS = 2000;

export const DEVICE_NAME_MAX_LENGTH = 40;

/** The longest name a family adds to its deck (decision 62). */
export const FAMILY_NAME_MAX_LENGTH = 40;

/**
 * The most names a family adds of its own (decision 71): far more than a family shortlists, and few enough that the
 * whole list, pushed to every member on each change, stays well inside one session's outbound budget.
 */
export const FAMILY_NAMES_MAX = 150;

/**
 * A family's parents (decision 89): the devices whose likes make a match, two as a rule, and up to this many for a
 * family with more (a parent's phone and tablet each count, as do co-parents).
 */
export const PARENTS_MAX = 4;

/** A family's supporters (decision 89): grandparents, a sister, a friend, who cheer without a say in the matches. */
export const SUPPORTERS_MAX = 10;

/**
 * The most devices one family links (decisions 71 and 89): its parents and its supporters at their caps; it bounds
 * every list pushed per member (members, Decide's rankings, a name's cheers).
 */
export const FAMILY_MEMBERS_MAX = PARENTS_MAX + SUPPORTERS_MAX;

/** What a member is in the family: a parent decides (their likes make matches), a supporter cheers (decision 89). */
export const FAMILY_ROLES = ['parent', 'supporter'] as const;
export type FamilyRole = (typeof FAMILY_ROLES)[number];

/**
 * The most matches GET /family/matches lists, newest first (decision 91): what a supporter sees of the parents'
 * matches once they share them.
 */
export const SHARED_MATCHES_MAX = 200;

/**
 * The namesake finder (decision 97): at most NAMESAKES_MAX relatives of one name are ranked, and one answer pages
 * through them NAMESAKES_PAGE at a time (NAMESAKES_PAGE_MAX when asked).
 */
export const NAMESAKES_MAX = 120;
export const NAMESAKES_PAGE = 20;
export const NAMESAKES_PAGE_MAX = 60;

/** Every id of a family's own name starts with this (decision 62); catalogue ids are spellings, never with a colon. */
export const FAMILY_NAME_ID_PREFIX = 'f:';

export function isFamilyNameId(nameId: string): boolean {
  return nameId.startsWith(FAMILY_NAME_ID_PREFIX);
}

/**
 * The most distinct tags one deck query may filter by: the catalogue has 22, so this leaves room for more places while
 * bounding what one request can ask the server to merge (issue 30).
 */
export const FILTER_TAGS_MAX = 64;

export const UNVOTED_DEFAULT_LIMIT = 50;
export const UNVOTED_MAX_LIMIT = 200;

export const REALTIME_RECONNECT_DELAY_MS = 5000;
export const REALTIME_HEARTBEAT_MS = 10_000;
/**
 * What the server allows one STOMP session and one client address (docs/security.md). A client that keeps fewer
 * than `maxUnacknowledged` SENDs awaiting their RECEIPT, paces (re)sends below `framesPerSecond` after an initial
 * `frameBurst`, subscribes once per destination, sends a heart-beat at least every `maxHeartBeatIntervalMs` and
 * reads what it is sent is never cut off; more gets an ERROR and a close.
 */
export const REALTIME_LIMITS = {
  framesPerSecond: 50,
  frameBurst: 100,
  maxUnacknowledged: 64,
  maxSubscriptions: 32,
  sessionsPerDevice: 8,
  /** A whole frame (command, headers, body); a header line; headers per frame. */
  maxFrameBytes: 64 * 1024,
  maxHeaderLineBytes: 8 * 1024,
  maxHeaders: 64,
  /** UTF-8 bytes of a destination, a subscription or ack id and a receipt. */
  maxIdBytes: 256,
  /** Bytes the server holds for a client that does not read what it is sent; past it the session is closed. */
  outboundBufferBytes: 64 * 1024,
  /**
   * The longest interval between client heart-beats the server accepts, whatever the client offered (also
   * 0): a session silent for twice the interval is closed.
   */
  maxHeartBeatIntervalMs: 30_000,
  /** WebSocket pings; a peer that answers none by the next ping is gone and is disconnected. */
  pingIntervalMs: 30_000,
  /** Per client address (IPv6: per /64), per server instance. */
  socketsPerIp: 64,
  upgradesPerIpPerMinute: 600,
  /** Open WebSockets per server instance (lowered to three quarters of the file-descriptor limit). */
  maxOpenSockets: 10_000,
} as const;

export const FONTS = {
  standard: 'Poppins',
  handwritten: 'Pacifico',
  rounded: 'Nunito',
  playful: 'Indie Flower',
  simple: 'Roboto',
  serif: 'Merriweather',
} as const;
export type FontKey = keyof typeof FONTS;
export const DEFAULT_FONT: FontKey = 'rounded';

export const LANGUAGES = ['en', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

export const POPULARITY_CHART = { heightPx: 300, firstYear: 1978, lastYear: 2024 } as const;
/**
 * A series whose last year is more than this many years before POPULARITY_CHART.lastYear has ended (decision 79):
 * the pipeline gives it no trend, and the app says where and why its line stops (the Netherlands in 2014).
 */
export const SERIES_ENDED_AFTER_YEARS = 2;

/**
 * The birth-statistics series of the catalogue (data/README.md): the chart's countries, regions and cities. Codes are
 * ISO 3166 alpha-2, or a country's code with its region or city (be-vlg Flanders, de-koeln Cologne, au-sa South
 * Australia, ca-on Ontario, at-vie Vienna, ...), ew England and Wales, sct Scotland, nir Northern Ireland.
 */
export const STATISTICS_COUNTRIES = [
  'us',
  'ew',
  'sct',
  'nir',
  'ie',
  'fr',
  'be',
  'be-vlg',
  'be-wal',
  'be-bru',
  'nl',
  'it',
  'es',
  'de-berlin',
  'de-koeln',
  'de-leipzig',
  'de-muenchen',
  'at-vie',
  'no',
  'se',
  'nz',
  'au-sa',
  'au-nsw',
  'ca-on',
] as const;
export type StatisticsCountry = (typeof STATISTICS_COUNTRIES)[number];

/**
 * Places a name can be "popular in": the statistics series, plus countries the name dictionary rates where no
 * statistics exist (ISO 3166 alpha-2 codes).
 */
export const PLACES = [
  ...STATISTICS_COUNTRIES,
  'gr',
  'pt',
  'dk',
  'fi',
  'is',
  'pl',
  'cz',
  'hu',
  'at',
  'ch',
  'il',
  'tr',
  'ru',
] as const;
export type Place = (typeof PLACES)[number];

/** The geographic filter tag each place gives its names (data/README.md, "Popular in and tags"). */
export const PLACE_TAGS: Readonly<Record<Place, string>> = {
  us: 'english',
  ew: 'english',
  fr: 'french',
  be: 'belgian',
  nl: 'netherlands',
  it: 'italian',
  es: 'spanish',
  'de-berlin': 'german',
  'be-vlg': 'flanders',
  'be-wal': 'wallonia',
  'be-bru': 'brussels',
  sct: 'scotland',
  nir: 'northern-ireland',
  nz: 'new-zealand',
  'au-sa': 'south-australia',
  'au-nsw': 'new-south-wales',
  'ca-on': 'ontario',
  'at-vie': 'vienna',
  'de-koeln': 'cologne',
  'de-leipzig': 'leipzig',
  'de-muenchen': 'munich',
  ie: 'irish',
  gr: 'greek',
  pt: 'portuguese',
  dk: 'scandinavian',
  no: 'scandinavian',
  se: 'scandinavian',
  fi: 'finnish',
  is: 'icelandic',
  pl: 'polish',
  cz: 'czech',
  hu: 'hungarian',
  at: 'austrian',
  ch: 'swiss',
  il: 'israeli',
  tr: 'turkish',
  ru: 'russian',
};

/**
 * The languages of each place (BCP 47), the most widely spoken first: the voice a name is said in, and (primary
 * subtag) the languages a name popular there is used in, for its pronunciations (decision 80).
 */
export const PLACE_LANGUAGES: Readonly<Record<Place, readonly string[]>> = {
  us: ['en-US'],
  ew: ['en-GB'],
  fr: ['fr-FR'],
  be: ['nl-BE', 'fr-BE'],
  nl: ['nl-NL'],
  it: ['it-IT'],
  es: ['es-ES'],
  'de-berlin': ['de-DE'],
  sct: ['en-GB'],
  nir: ['en-GB'],
  'be-vlg': ['nl-BE'],
  'be-wal': ['fr-BE'],
  'be-bru': ['fr-BE', 'nl-BE'],
  'de-koeln': ['de-DE'],
  'de-leipzig': ['de-DE'],
  'de-muenchen': ['de-DE'],
  'at-vie': ['de-AT'],
  nz: ['en-NZ'],
  'au-sa': ['en-AU'],
  'au-nsw': ['en-AU'],
  'ca-on': ['en-CA', 'fr-CA'],
  ie: ['en-IE'],
  gr: ['el-GR'],
  pt: ['pt-PT'],
  dk: ['da-DK'],
  no: ['nb-NO'],
  se: ['sv-SE'],
  fi: ['fi-FI'],
  is: ['is-IS'],
  pl: ['pl-PL'],
  cz: ['cs-CZ'],
  hu: ['hu-HU'],
  at: ['de-AT'],
  ch: ['de-CH', 'fr-CH', 'it-CH'],
  il: ['he-IL'],
  tr: ['tr-TR'],
  ru: ['ru-RU'],
};

/** The places where each interface language is spoken (decision 75): their names come first for its parents. */
export const LANGUAGE_PLACES: Readonly<Record<Language, readonly Place[]>> = {
  en: ['us', 'ew', 'ie'],
  nl: ['nl', 'be-vlg', 'be'],
};

export const TRENDS = ['rising', 'steady', 'falling'] as const;
export type Trend = (typeof TRENDS)[number];

export const NAME_DAY_COUNTRIES = ['cz', 'hu', 'gr'] as const;

/** A pronunciation's language tag: a language subtag, with a region where the source tells regions apart (en-GB). */
export const PRONUNCIATION_LANGUAGE = /^[a-z]{2,3}(-[A-Z]{2})?$/;

export const STORAGE_KEYS = {
  deviceId: 'local_uuid',
  authToken: 'authToken',
  userEmail: 'userEmail',
  userName: 'userName',
  userPic: 'userPic',
  font: 'font-preference',
  selectedTags: 'selected-tags',
  selectedGenders: 'selected-genders',
  /** Not in the spec: how selected tags combine, 'any' or 'all' as JSON. */
  tagMatch: 'tag-match',
  /** Not in the spec (decision 63): the deck's first letters, lengths and eras as JSON lists; unisex only as JSON. */
  selectedInitials: 'selected-initials',
  selectedLengths: 'selected-lengths',
  selectedEras: 'selected-eras',
  unisexOnly: 'unisex-only',
  lastName: 'user-last-name',
  language: 'language',
  preLoginRedirect: 'preLoginRedirect',
  /**
   * Not in the spec: when (server time, epoch ms) the newest match this device has seen on the Matches screen was
   * made; a match made later is new, marked on Matches and counted by the menu badge.
   */
  matchesSeenAt: 'matches-seen-at',
  /** Not in the spec: the family's last name as last heard from the server (JSON string or null), for the first paint. */
  familyLastName: 'family-last-name',
  /** Not in the spec: a last name this device previews on the name detail screen instead of the family's. */
  lastNamePreview: 'last-name-preview',
  /** Not in the spec: 'true' once the swipe screen has shown its nudge to link a partner (decision 77). */
  partnerNudgeShown: 'partner-nudge-shown',
} as const;

/*
 * Plain values of the wire modules (names, realtime, auth), kept here and re-exported there: the web's first screen
 * reads them without loading those modules' zod schemas.
 */

/** The identity providers sign-in knows (auth's providerKeySchema). */
export const PROVIDER_KEYS = ['google', 'github', 'oidc'] as const;

export const TAG_MATCHES = ['any', 'all'] as const;
export type TagMatch = (typeof TAG_MATCHES)[number];
export const DEFAULT_TAG_MATCH: TagMatch = 'any';

export const LAST_NAME_MAX_LENGTH = 60;

/** The Decide screen asks its questions, and Matches offers it, from this many names on. */
export const DECIDE_MIN_NAMES = 3;
/**
 * Decide ranks at most this many matches, the first ones made (decision 71): each member's ranking, the pairs
 * answered and our ranking grow with it, and they travel to every member on each answer.
 */
export const DECIDE_MAX_NAMES = 12;

/** STOMP over WebSocket (spec §7.2): the endpoint and the query parameter that names the device. */
export const REALTIME_PATH = '/api/ws';
export const REALTIME_DEVICE_PARAM = 'deviceUuid';

export const APP_DESTINATIONS = {
  vote: '/app/name/vote',
  unvote: '/app/name/unvote',
  invite: '/app/family/invite',
  accept: '/app/family/accept',
  leave: '/app/family/leave',
  /** Not in the spec: sets the family's last name (in a family of two or more). */
  familyLastName: '/app/family/last-name',
  /** Not in the spec: this device has celebrated a match (closed its overlay). */
  celebrate: '/app/match/celebrate',
  /** Not in the spec: this device prefers one matched name over another on the Decide screen. */
  compare: '/app/decide/compare',
  /** Not in the spec: adds a name of the family's own to every member's deck (decision 62). */
  addFamilyName: '/app/family/names/add',
  /**
   * Not in the spec: puts a catalogue name first in every member's deck (decision 98), from the namesake finder; it is
   * listed with the family's own names and removed like them.
   */
  pickFamilyName: '/app/family/names/pick',
  /** Not in the spec: removes one of the family's own names from the decks that have not voted on it. */
  removeFamilyName: '/app/family/names/remove',
  /** Not in the spec: a parent takes a supporter out of the family (decision 89). */
  removeSupporter: '/app/family/supporters/remove',
  /** Not in the spec: a parent switches "Share our matches with supporters" on or off (decision 91). */
  shareMatches: '/app/family/share-matches',
} as const;

export const USER_DESTINATIONS = {
  nameApproved: '/user/queue/name-approved',
  matchRemoved: '/user/queue/match-removed',
  family: '/user/queue/family',
  invite: '/user/queue/invite',
  errors: '/user/queue/errors',
  /** Not in the spec: the family's last name, after it changed or the family did. */
  familyLastName: '/user/queue/family-last-name',
  /** Not in the spec: the family's rankings on the Decide screen, after a comparison. */
  decide: '/user/queue/decide',
  /** Not in the spec: the family's own names, after one was added or removed (decision 62). */
  familyNames: '/user/queue/family-names',
  /** Not in the spec: who is a parent and who a supporter, and whether matches are shared (decisions 89, 91). */
  familyRoles: '/user/queue/family-roles',
  /**
   * Not in the spec: a name a family member just liked that this device has not voted on, to deal within a few
   * cards (decision 74); never says who liked it.
   */
  partnerLike: '/user/queue/partner-like',
  /**
   * Not in the spec: to a parent, the supporters who like a name now, after one of them liked it or took the like
   * back (decision 90); never a dislike.
   */
  cheers: '/user/queue/cheers',
} as const;
export type UserDestination = (typeof USER_DESTINATIONS)[keyof typeof USER_DESTINATIONS];

/** The oldest action a vote message may carry: an outbox kept offline for longer sends this age. */
export const MAX_VOTE_AGE_MS = 365 * 24 * 60 * 60 * 1000;
