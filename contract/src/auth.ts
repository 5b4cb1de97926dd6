import { z } from 'zod';
import type { FontKey } from './constants';
import {
  DEFAULT_FONT,
  DEFAULT_GENDERS,
  DEFAULT_TAGS,
  FALLBACK_LANGUAGE,
  LANGUAGES,
  LAST_NAME_MAX_LENGTH,
  PROVIDER_KEYS,
} from './constants';
import { deviceIdSchema } from './device';
import type { ErrorCode } from './errors';
import { genderSchema, tagSchema } from './names';
import { userTextSchema } from './user-text';

/** Sign-in: the providers the login card offers, the signed-in profile and the preferences synced per account. */

export { LAST_NAME_MAX_LENGTH } from './constants';
const SELECTED_TAGS_MAX = 100;

/** The keys of FONTS as a tuple zod can enumerate; the check below fails to compile when a key is missing. */
export const FONT_KEYS = ['standard', 'handwritten', 'rounded', 'playful', 'simple', 'serif'] as const;
type MissingFontKey = Exclude<FontKey, (typeof FONT_KEYS)[number]>;
const everyFontKeyListed: [MissingFontKey] extends [never] ? true : false = true;
void everyFontKeyListed;

const providerKeySchema = z.enum(PROVIDER_KEYS);
export type ProviderKey = z.infer<typeof providerKeySchema>;

/** GET /api/auth/providers: the configured identity providers; empty when sign-in is not configured. */
export const authProvidersSchema = z.object({
  providers: z.array(
    z.object({
      key: providerKeySchema.meta({ description: 'Start the login at /oauth2/authorization/{key}.' }),
      name: z.string().meta({ description: "The provider's display name, e.g. Google." }),
    }),
  ),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;

/** The query of GET /oauth2/authorization/{provider}: the device to link, and where the login returns to. */
export const loginStartQuerySchema = z.object({
  deviceId: deviceIdSchema.optional(),
  client: z.enum(['web', 'app'], { error: 'must be web or app' }).default('web').meta({
    description: 'app = return to the native app through its URL scheme instead of /login-success.',
  }),
});

/** GET /api/me: the signed-in profile (the token's sub, name and picture, as last stored). */
export const profileSchema = z.object({
  email: z.string(),
  name: z.string().nullable(),
  picture: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** PUT /api/me/preferences: the whole set of synced settings; it replaces what was stored. */
export const preferencesSchema = z.object({
  lastName: userTextSchema(LAST_NAME_MAX_LENGTH),
  font: z.enum(FONT_KEYS, { error: `must be one of ${FONT_KEYS.join(', ')}` }),
  language: z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(', ')}` }),
  selectedTags: z
    .array(tagSchema, { error: 'must be a list of tags' })
    .max(SELECTED_TAGS_MAX, { error: `must hold at most ${SELECTED_TAGS_MAX} tags` }),
  selectedGenders: z
    .array(genderSchema, { error: 'must be a list of M, F, N' })
    .max(3, { error: 'must hold at most 3 genders' }),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** GET /api/me/preferences: the stored preferences, or the defaults with `updatedAt` null when none are stored. */
export const storedPreferencesSchema = preferencesSchema.extend({
  updatedAt: z.int().nullable().meta({
    description: 'When they were last stored (epoch ms); null = never, the values are the defaults.',
  }),
});
export type StoredPreferences = z.infer<typeof storedPreferencesSchema>;

export const DEFAULT_PREFERENCES: Preferences = {
  lastName: '',
  font: DEFAULT_FONT,
  language: FALLBACK_LANGUAGE,
  selectedTags: DEFAULT_TAGS,
  selectedGenders: DEFAULT_GENDERS,
};

/**
 * The claims of the token handed to /login-success (spec §2.10 reads sub, name and picture); `ver` is the account's
 * token version, which "sign out everywhere" bumps.
 */
export const tokenClaimsSchema = z.object({
  sub: z.string(),
  name: z.string().optional(),
  picture: z.string().optional(),
  uid: z.string(),
  ver: z.int().nonnegative(),
  iat: z.int(),
  exp: z.int(),
  iss: z.string(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

/** POST /api/me/sign-out-everywhere answers an empty object: every token of the account is refused from now on. */
export const signOutEverywhereResponseSchema = z.object({});

/**
 * Why a sign-in did not finish, as `/login-success?error=<code>`: the provider or the exchange failed, the user
 * declined consent, the login took too long or was already used, the account has no (verified) e-mail, or the
 * login came back to another browser than the one that started it.
 */
export const LOGIN_ERROR_CODES = [
  'login-failed',
  'login-denied',
  'login-expired',
  'login-no-email',
  'login-other-browser',
] as const satisfies readonly ErrorCode[];
export type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[number];
