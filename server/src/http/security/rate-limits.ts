import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { deviceIdSchema } from '@name-swiper/contract/device';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LimitStores } from '../../limits/limit-stores';
import { problem, sendProblem } from '../problem';
import { LIVENESS_PATH, READINESS_PATHS } from '../routes/health-routes';
import type { RateLimitSettings } from './security-config';

export const RATE_LIMIT_WINDOW_MS = 60_000;
/** Keys each in-memory limiter remembers (least recently used go first); the plugin's default is 5,000. */
const MEMORY_KEYS = 50_000;

/** Paths that are counted: the API and the sign-in redirects. */
const LIMITED_PREFIXES = ['/api/', '/oauth2/', '/login/oauth2/'];
/** Probes of load balancers and monitors, which poll from a few addresses. */
const UNLIMITED_PATHS = new Set<string>([LIVENESS_PATH, ...READINESS_PATHS]);

function pathOf(url: string): string {
  return url.split('?', 1)[0] ?? url;
}

function isLimited(url: string): boolean {
  const path = pathOf(url);
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

function limiterOptions(max: number, keyGenerator: (request: FastifyRequest) => string): RateLimitOptions {
  return { max, timeWindow: RATE_LIMIT_WINDOW_MS, keyGenerator, cache: MEMORY_KEYS, skipOnError: true };
}

/**
 * Per-device and per-IP request limits (@fastify/rate-limit: a window of one minute from a key's first request,
 * in memory or in the Redis all instances share). Over either limit the answer is 429 `too-many-requests` with
 * Retry-After; a failing store lets requests through.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  stores: LimitStores,
  settings: RateLimitSettings,
): Promise<void> {
  // Keys are the plugin's `nameSpace` + route + ours; these limiters have no route, so Redis keys read
  // `<REDIS_PREFIX>rate:undefinedundefined-device:<id>` and `…-ip:<address>`.
  await app.register(fastifyRateLimit, {
    global: false,
    ...(stores.redis ? { redis: stores.redis, nameSpace: stores.keyPrefix } : {}),
  });
  const limiters: ReturnType<FastifyInstance['createRateLimit']>[] = [];
  if (settings.perDevicePerMinute !== undefined) {
    limiters.push(
      app.createRateLimit({
        ...limiterOptions(settings.perDevicePerMinute, (request) => `device:${deviceIdOf(request) ?? ''}`),
        allowList: (request) => deviceIdOf(request) === undefined,
      }),
    );
  }
  if (settings.perIpPerMinute !== undefined) {
    limiters.push(
      app.createRateLimit(
        limiterOptions(settings.perIpPerMinute, (request) => `ip:${normalizeIP(request.ip)}`),
      ),
    );
  }
  app.addHook('onRequest', async (request, reply) => {
    if (limiters.length === 0 || !isLimited(request.url)) {
      return;
    }
    const counted = await Promise.all(limiters.map((limit) => limit(request)));
    const waits = counted.flatMap((result) =>
      !result.isAllowed && result.isExceeded ? [result.ttlInSeconds] : [],
    );
    if (waits.length === 0) {
      return;
    }
    const retryAfterSeconds = Math.max(1, ...waits);
    reply.header('retry-after', String(retryAfterSeconds));
    const detail = `Too many requests; please try again in ${retryAfterSeconds} seconds.`;
    return sendProblem(reply, problem(429, 'too-many-requests', detail, pathOf(request.url)));
  });
}
