import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { AuthConfig } from './auth/auth-config';
import { authConfigFromEnv, authEnvSchema } from './auth/auth-config';
import type { SecurityConfig } from './http/security/security-config';
import { securityConfigFromEnv, securityEnvSchema } from './http/security/security-config';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:|postgres:\/\/|postgresql:\/\/)/, 'must start with sqlite: or postgres://')
    .default('sqlite:.data/name-swiper.sqlite'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CATALOGUE_DIR: z.string().default('data'),
  WEB_DIST_DIR: z.string().default('web/dist'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  ...authEnvSchema.shape,
  ...securityEnvSchema.shape,
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
  port: number;
  host: string;
  database: DatabaseConfig;
  /** Set when several instances share a Redis for realtime fan-out. */
  redisUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  catalogueDir: string;
  webDistDir: string;
  shutdownTimeoutMs: number;
  auth: AuthConfig;
  security: SecurityConfig;
}

export function parseDatabaseUrl(url: string, pool: PoolSettings = DEFAULT_POOL): DatabaseConfig {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    return { dialect: 'sqlite', file: file === ':memory:' ? file : path.resolve(repoRoot, file) };
  }
  return { dialect: 'postgres', url, ...pool };
}

/** Parses the environment once; an invalid value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  let auth: AuthConfig;
  try {
    auth = authConfigFromEnv(vars);
  } catch (error) {
    throw new Error(`Invalid configuration: ${error instanceof Error ? error.message : String(error)}`);
  }
  return {
    port: vars.PORT,
    host: vars.HOST,
    database: parseDatabaseUrl(vars.DATABASE_URL, {
      poolSize: vars.DATABASE_POOL_SIZE,
      connectTimeoutMs: vars.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: vars.DATABASE_STATEMENT_TIMEOUT_MS,
    }),
    redisUrl: vars.REDIS_URL,
    logLevel: vars.LOG_LEVEL,
    catalogueDir: path.resolve(repoRoot, vars.CATALOGUE_DIR),
    webDistDir: path.resolve(repoRoot, vars.WEB_DIST_DIR),
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_MS,
    auth,
    security: securityConfigFromEnv(vars),
  };
}
