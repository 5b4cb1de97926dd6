import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { registerCors } from './cors';
import { createDatabaseRateLimitStore } from './rate-limit-store';
import { registerRateLimits } from './rate-limits';
import type { SecurityConfig } from './security-config';
import { registerSecurityHeaders } from './security-headers';

/** Security headers, CORS and request rate limits, in the order a request meets them. */
export async function registerSecurity(
  app: FastifyInstance,
  db: Db,
  config: SecurityConfig,
  publicUrl: string,
): Promise<void> {
  await registerSecurityHeaders(app, publicUrl);
  await registerCors(app, config.corsOrigins);
  registerRateLimits(app, createDatabaseRateLimitStore(db), config.rateLimits);
}
