import type { FastifyInstance } from 'fastify';
import type { LimitStores } from '../../limits/limit-stores';
import { registerCors } from './cors';
import { registerRateLimits } from './rate-limits';
import type { SecurityConfig } from './security-config';
import { registerSecurityHeaders } from './security-headers';

/** Security headers, CORS and request rate limits, in the order a request meets them. */
export async function registerSecurity(
  app: FastifyInstance,
  limits: LimitStores,
  config: SecurityConfig,
  publicUrl: string,
): Promise<void> {
  registerSecurityHeaders(app, publicUrl);
  await registerCors(app, config.corsOrigins);
  await registerRateLimits(app, limits, config.rateLimits);
}
