import type { FastifyInstance } from 'fastify';
import { registerCors } from './cors';
import type { RateLimitStore } from './rate-limit-store';
import { registerRateLimits } from './rate-limits';
import type { SecurityConfig } from './security-config';
import { registerSecurityHeaders } from './security-headers';

/** Security headers, CORS and request rate limits, in the order a request meets them. */
export async function registerSecurity(
  app: FastifyInstance,
  rateLimitStore: RateLimitStore,
  config: SecurityConfig,
  publicUrl: string,
): Promise<void> {
  await registerSecurityHeaders(app, publicUrl);
  await registerCors(app, config.corsOrigins);
  registerRateLimits(app, rateLimitStore, config.rateLimits);
  app.addHook('onClose', () => rateLimitStore.close());
}
