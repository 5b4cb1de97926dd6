import type { FastifyInstance } from 'fastify';
import type { LimitStores } from '../../limits/limit-stores';
import { registerCors } from './cors';
import { registerRateLimits } from './rate-limits';
import type { SecurityConfig } from './security-config';

/** CORS and request rate limits, in the order a request meets them (answer-headers.ts sets the security headers). */
export async function registerSecurity(
  app: FastifyInstance,
  limits: LimitStores,
  config: SecurityConfig,
): Promise<void> {
  await registerCors(app, config.corsOrigins);
  await registerRateLimits(app, limits, config.rateLimits);
}
