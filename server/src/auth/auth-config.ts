import type { ProviderKey } from '@name-swiper/contract/auth';
import { z } from 'zod';
import { ConfigurationError, parseEnv } from '../settings/parse-env';
import { secretWeakness } from '../settings/secret-strength';

export const GOOGLE_ISSUER = 'https://accounts.google.com';
const DAY_SECONDS = 24 * 60 * 60;

/** The sign-in variables of the environment; every one is optional, and none set means sign-in is off. */
export const authEnvSchema = z.object({
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('http://localhost:8080'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GITHUB_CLIENT_ID: z.string().min(1).optional(),
  GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_ISSUER: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_NAME: z.string().min(1).default('OpenID Connect'),
  AUTH_TOKEN_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  AUTH_TOKEN_TTL_DAYS: z.coerce.number().positive().max(366).default(30),
  APP_LOGIN_REDIRECT_URL: z.url().default('nameswiper://login-success'),
});
type AuthEnv = z.infer<typeof authEnvSchema>;

export type ProviderConfig =
  | { key: ProviderKey; kind: 'oidc'; name: string; issuer: string; clientId: string; clientSecret?: string }
  | {
      key: ProviderKey;
      kind: 'github';
      name: string;
      clientId: string;
      clientSecret: string;
      endpoints?: GitHubEndpoints;
    };

/** Where GitHub's OAuth2 and REST endpoints live; tests point these at loopback fakes. */
export interface GitHubEndpoints {
  authorization: string;
  token: string;
  api: string;
}

export interface AuthConfig {
  /** The address browsers reach this server at; redirect URIs are built from it. */
  publicUrl: string;
  providers: ProviderConfig[];
  /** Signs our tokens; when unset a key is generated once and kept in the database. */
  tokenSecret?: string;
  tokenTtlSeconds: number;
  /** Where a login started from the native app returns to (the app's URL scheme). */
  appLoginRedirectUrl: string;
}

export const NO_SIGN_IN: AuthConfig = {
  publicUrl: 'http://localhost:8080',
  providers: [],
  tokenTtlSeconds: 30 * DAY_SECONDS,
  appLoginRedirectUrl: 'nameswiper://login-success',
};

/** A provider needs both halves of its credentials; one half alone is a configuration error. */
function pair(id: string | undefined, secret: string | undefined, idVar: string, secretVar: string) {
  if (id && secret) {
    return { clientId: id, clientSecret: secret };
  }
  if (id || secret) {
    throw new ConfigurationError(
      `Invalid configuration: ${id ? secretVar : idVar}: is required when ${id ? idVar : secretVar} is set`,
    );
  }
  return undefined;
}

/** The configured providers in the order the login card shows them. Throws naming a half-configured variable. */
function authConfigFromEnv(vars: AuthEnv): AuthConfig {
  const providers: ProviderConfig[] = [];
  const google = pair(
    vars.GOOGLE_CLIENT_ID,
    vars.GOOGLE_CLIENT_SECRET,
    'GOOGLE_CLIENT_ID',
    'GOOGLE_CLIENT_SECRET',
  );
  if (google) {
    providers.push({ key: 'google', kind: 'oidc', name: 'Google', issuer: GOOGLE_ISSUER, ...google });
  }
  const github = pair(
    vars.GITHUB_CLIENT_ID,
    vars.GITHUB_CLIENT_SECRET,
    'GITHUB_CLIENT_ID',
    'GITHUB_CLIENT_SECRET',
  );
  if (github) {
    providers.push({ key: 'github', kind: 'github', name: 'GitHub', ...github });
  }
  if (vars.OIDC_ISSUER || vars.OIDC_CLIENT_ID || vars.OIDC_CLIENT_SECRET) {
    if (!vars.OIDC_ISSUER || !vars.OIDC_CLIENT_ID) {
      throw new ConfigurationError(
        `Invalid configuration: ${vars.OIDC_ISSUER ? 'OIDC_CLIENT_ID' : 'OIDC_ISSUER'}: is required for an OIDC provider`,
      );
    }
    providers.push({
      key: 'oidc',
      kind: 'oidc',
      name: vars.OIDC_NAME,
      issuer: vars.OIDC_ISSUER,
      clientId: vars.OIDC_CLIENT_ID,
      ...(vars.OIDC_CLIENT_SECRET ? { clientSecret: vars.OIDC_CLIENT_SECRET } : {}),
    });
  }
  return {
    publicUrl: vars.PUBLIC_URL.replace(/\/+$/, ''),
    providers,
    ...(vars.AUTH_TOKEN_SECRET ? { tokenSecret: vars.AUTH_TOKEN_SECRET } : {}),
    tokenTtlSeconds: Math.round(vars.AUTH_TOKEN_TTL_DAYS * DAY_SECONDS),
    appLoginRedirectUrl: vars.APP_LOGIN_REDIRECT_URL,
  };
}

/**
 * The sign-in settings of `env`. In production a configured sign-in needs AUTH_TOKEN_SECRET, and a strong one:
 * a key generated per database would sign out every user whenever the database is replaced.
 */
export function loadAuthConfig(env: NodeJS.ProcessEnv, options: { production: boolean }): AuthConfig {
  const auth = authConfigFromEnv(parseEnv(authEnvSchema, env));
  if (!options.production || auth.providers.length === 0) {
    return auth;
  }
  if (auth.tokenSecret === undefined) {
    throw new ConfigurationError(
      'Invalid configuration: AUTH_TOKEN_SECRET: is required in production when sign-in is configured',
    );
  }
  const weakness = secretWeakness(auth.tokenSecret);
  if (weakness !== undefined) {
    throw new ConfigurationError(`Invalid configuration: AUTH_TOKEN_SECRET: ${weakness}`);
  }
  return auth;
}
