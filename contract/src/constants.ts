/** Business constants of spec §9 and the decisions of ARCHITECTURE.md, shared by server and web. */

export const GENDERS = ['M', 'F', 'N'] as const;
export type Gender = (typeof GENDERS)[number];
export const DEFAULT_GENDER: Gender = 'N';

export const TAG_CATEGORIES = {
  geographic: ['netherlands', 'english', 'greek', 'spanish'],
  nature: ['nature'],
} as const;
/** Tags outside the spec's categories are shown under this category. */
export const OTHER_TAG_CATEGORY = 'other';

export const DEFAULT_TAGS = ['english'];
export const DEFAULT_GENDERS: Gender[] = ['M', 'F', 'N'];

export const SWIPE_THRESHOLD_PX = 75;
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

export const UNVOTED_DEFAULT_LIMIT = 50;
export const UNVOTED_MAX_LIMIT = 200;

export const REALTIME_RECONNECT_DELAY_MS = 5000;
export const REALTIME_HEARTBEAT_MS = 10_000;
/**
 * What the server allows one STOMP session (docs/security.md). A client that keeps fewer than
 * `maxUnacknowledged` SENDs awaiting their RECEIPT and paces (re)sends below `framesPerSecond` after an
 * initial `frameBurst` is never cut off; more gets an ERROR and a close.
 */
export const REALTIME_LIMITS = {
  framesPerSecond: 50,
  frameBurst: 100,
  maxUnacknowledged: 64,
  maxSubscriptions: 32,
  sessionsPerDevice: 8,
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

export const STORAGE_KEYS = {
  deviceId: 'local_uuid',
  authToken: 'authToken',
  userEmail: 'userEmail',
  userName: 'userName',
  userPic: 'userPic',
  font: 'font-preference',
  selectedTags: 'selected-tags',
  selectedGenders: 'selected-genders',
  lastName: 'user-last-name',
  language: 'language',
  preLoginRedirect: 'preLoginRedirect',
} as const;
