import { deviceIdSchema } from '@name-swiper/contract/device';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { problem, sendProblem } from '../problem';
import { LIVENESS_PATH, READINESS_PATHS } from '../routes/health-routes';
import type { RateLimitStore } from './rate-limit-store';
import type { RateLimitSettings } from './security-config';

/** Paths that are counted: the API and the sign-in redirects. */
const LIMITED_PREFIXES = ['/api/', '/oauth2/', '/login/oauth2/'];
/** Probes of load balancers and monitors, which poll from a few addresses. */
const UNLIMITED_PATHS = new Set<string>([LIVENESS_PATH, ...READINESS_PATHS]);

function isLimited(url: string): boolean {
  const path = url.split('?', 1)[0] ?? url;
  return !UNLIMITED_PATHS.has(path) && LIMITED_PREFIXES.some((prefix) => path.startsWith(prefix));
}

function deviceIdOf(request: FastifyRequest): string | undefined {
  const query: unknown = request.query;
  if (typeof query !== 'object' || query === null) {
    return undefined;
  }
  const parsed = deviceIdSchema.safeParse(Reflect.get(query, 'deviceId'));
  return parsed.success ? parsed.data : undefined;
}

interface Limit {
  key: string;
  max: number;
}

function limitsOf(request: FastifyRequest, settings: RateLimitSettings): Limit[] {
  const limits: Limit[] = [];
  const deviceId = deviceIdOf(request);
  if (deviceId !== undefined && settings.perDevicePerMinute !== undefined) {
    limits.push({ key: `device:${deviceId}`, max: settings.perDevicePerMinute });
  }
  if (settings.perIpPerMinute !== undefined) {
    limits.push({ key: `ip:${request.ip}`, max: settings.perIpPerMinute });
  }
  return limits;
}

/**
 * Per-device and per-IP request limits over fixed one-minute windows, counted in a store all instances share.
 * Over a limit the answer is 429 `too-many-requests` with Retry-After; a failing store lets requests through.
 */
export function registerRateLimits(
  app: FastifyInstance,
  store: RateLimitStore,
  settings: RateLimitSettings,
): void {
  app.addHook('onRequest', async (request, reply) => {
    const limits = isLimited(request.url) ? limitsOf(request, settings) : [];
    if (limits.length === 0) {
      return;
    }
    const now = Date.now();
    const counted = await store
      .hit(
        limits.map((limit) => limit.key),
        now,
      )
      .catch((error: unknown) => {
        request.log.error({ err: error }, 'rate limit store failed; request let through');
        return undefined;
      });
    const exceeded = limits.some((limit) => (counted?.hits.get(limit.key) ?? 0) > limit.max);
    if (!counted || !exceeded) {
      return;
    }
    const retryAfterSeconds = Math.max(1, Math.ceil((counted.resetAt - now) / 1000));
    reply.header('retry-after', String(retryAfterSeconds));
    const detail = `Too many requests; please try again in ${retryAfterSeconds} seconds.`;
    const path = request.url.split('?', 1)[0] ?? request.url;
    return sendProblem(reply, problem(429, 'too-many-requests', detail, path));
  });
}
