import { z } from 'zod';
import { parseEnv } from '../../settings/parse-env';
import type { ConnectionTimeouts } from './connection-timeouts';
import { DEFAULT_CONNECTION_TIMEOUTS } from './connection-timeouts';

/** Requests one key may make per one-minute window; `undefined` turns that limit off. */
export interface RateLimitSettings {
  perDevicePerMinute: number | undefined;
  perIpPerMinute: number | undefined;
}

export interface SecurityConfig {
  rateLimits: RateLimitSettings;
  /** Origins (scheme://host[:port]) whose pages may call the API from a browser; empty = same-origin only. */
  corsOrigins: string[];
  /**
   * Whom to believe about the client's address in X-Forwarded-For: nobody (false), every proxy (true), or a
   * comma-separated list of proxy addresses/CIDRs. Per-IP limits need it behind a reverse proxy.
   */
  trustProxy: boolean | string;
  /** How long a client may take to send a request or leave its connection idle. */
  timeouts: ConnectionTimeouts;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = { perDevicePerMinute: 600, perIpPerMinute: 3000 };

export const DEFAULT_SECURITY: SecurityConfig = {
  rateLimits: DEFAULT_RATE_LIMITS,
  corsOrigins: [],
  trustProxy: false,
  timeouts: DEFAULT_CONNECTION_TIMEOUTS,
};

const ORIGIN_SCHEMES = new Set(['http:', 'https:', 'capacitor:', 'ionic:']);

/** scheme://host[:port] and nothing more: the form browsers send in the Origin header. */
function isOrigin(value: string): boolean {
  if (!URL.canParse(value)) {
    return false;
  }
  const url = new URL(value);
  return ORIGIN_SCHEMES.has(url.protocol) && url.host !== '' && `${url.protocol}//${url.host}` === value;
}

const origin = z.string().refine(isOrigin, {
  error: 'must be origins like https://example.org or capacitor://localhost (no path, no trailing slash)',
});

const originList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  )
  .pipe(z.array(origin));

/** 0 turns a limit off. */
const perMinute = (fallback: number | undefined) =>
  z.coerce
    .number()
    .int()
    .min(0)
    .default(fallback ?? 0)
    .transform((value) => (value === 0 ? undefined : value));

const trustProxy = z
  .string()
  .default('false')
  .transform((value): boolean | string => (value === 'true' || value === 'false' ? value === 'true' : value));

/** The security variables of the environment, every one with a default. */
export const securityEnvSchema = z.object({
  RATE_LIMIT_PER_MINUTE: perMinute(DEFAULT_RATE_LIMITS.perDevicePerMinute),
  RATE_LIMIT_PER_IP_PER_MINUTE: perMinute(DEFAULT_RATE_LIMITS.perIpPerMinute),
  CORS_ORIGINS: originList,
  TRUST_PROXY: trustProxy,
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_CONNECTION_TIMEOUTS.requestMs),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_CONNECTION_TIMEOUTS.keepAliveMs),
});
type SecurityEnv = z.infer<typeof securityEnvSchema>;

function securityConfigFromEnv(vars: SecurityEnv): SecurityConfig {
  return {
    rateLimits: {
      perDevicePerMinute: vars.RATE_LIMIT_PER_MINUTE,
      perIpPerMinute: vars.RATE_LIMIT_PER_IP_PER_MINUTE,
    },
    corsOrigins: vars.CORS_ORIGINS,
    trustProxy: vars.TRUST_PROXY,
    timeouts: {
      ...DEFAULT_CONNECTION_TIMEOUTS,
      requestMs: vars.REQUEST_TIMEOUT_MS,
      keepAliveMs: vars.KEEP_ALIVE_TIMEOUT_MS,
    },
  };
}

export function loadSecurityConfig(env: NodeJS.ProcessEnv): SecurityConfig {
  return securityConfigFromEnv(parseEnv(securityEnvSchema, env));
}
