import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { RedisSettings } from './redis/redis-settings';
import { DEFAULT_REDIS_PREFIX } from './redis/redis-settings';
import { DEFAULT_VOTE_CACHE_MAX_BYTES } from './domain/device-votes';
import { parseEnv } from './settings/parse-env';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const SQLITE_PREFIX = 'sqlite:';

function isDatabaseUrl(value: string): boolean {
  if (value.startsWith(SQLITE_PREFIX)) {
    return value.length > SQLITE_PREFIX.length;
  }
  if (!/^postgres(ql)?:\/\//.test(value) || !URL.canParse(value)) {
    return false;
  }
  const url = new URL(value);
  return url.hostname !== '' && url.pathname.length > 1;
}

/** The server's own variables; sign-in and security settings are parsed by the modules that own them. */
export const serverEnvSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .refine(isDatabaseUrl, {
      error: 'must be sqlite:<file> or postgres://user@host:port/database',
    })
    .default('sqlite:.data/name-swiper.sqlite'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .refine((value) => URL.canParse(value), 'must be a valid URL')
    .optional(),
  REDIS_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,64}$/, 'must be 1 to 64 letters, digits or . _ : -')
    .default(DEFAULT_REDIS_PREFIX),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CATALOGUE_DIR: z.string().min(1).default('data'),
  WEB_DIST_DIR: z.string().min(1).default('web/dist'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  VOTE_CACHE_MAX_BYTES: z.coerce.number().int().min(0).default(DEFAULT_VOTE_CACHE_MAX_BYTES),
});

export interface PoolSettings {
  poolSize: number;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
}

export type DatabaseConfig =
  { dialect: 'sqlite'; file: string } | ({ dialect: 'postgres'; url: string } & PoolSettings);

const DEFAULT_POOL: PoolSettings = { poolSize: 10, connectTimeoutMs: 10_000, statementTimeoutMs: 15_000 };

export interface Config {
  production: boolean;
  port: number;
  host: string;
  database: DatabaseConfig;
  /** Set when several instances share a Redis for realtime fan-out and rate limits. */
  redis: RedisSettings | undefined;
  logLevel: z.infer<typeof serverEnvSchema>['LOG_LEVEL'];
  catalogueDir: string;
  webDistDir: string;
  shutdownTimeoutMs: number;
  voteCacheMaxBytes: number;
}

export function parseDatabaseUrl(url: string, pool: PoolSettings = DEFAULT_POOL): DatabaseConfig {
  if (url.startsWith(SQLITE_PREFIX)) {
    const file = url.slice(SQLITE_PREFIX.length);
    return { dialect: 'sqlite', file: file === ':memory:' ? file : path.resolve(repoRoot, file) };
  }
  return { dialect: 'postgres', url, ...pool };
}

/** Parses the server's variables once; an invalid value throws a ConfigurationError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const vars = parseEnv(serverEnvSchema, env);
  return {
    production: vars.NODE_ENV === 'production',
    port: vars.PORT,
    host: vars.HOST,
    database: parseDatabaseUrl(vars.DATABASE_URL, {
      poolSize: vars.DATABASE_POOL_SIZE,
      connectTimeoutMs: vars.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: vars.DATABASE_STATEMENT_TIMEOUT_MS,
    }),
    redis: vars.REDIS_URL
      ? { url: vars.REDIS_URL, connectTimeoutMs: vars.REDIS_CONNECT_TIMEOUT_MS, keyPrefix: vars.REDIS_PREFIX }
      : undefined,
    logLevel: vars.LOG_LEVEL,
    catalogueDir: path.resolve(repoRoot, vars.CATALOGUE_DIR),
    webDistDir: path.resolve(repoRoot, vars.WEB_DIST_DIR),
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_MS,
    voteCacheMaxBytes: vars.VOTE_CACHE_MAX_BYTES,
  };
}
