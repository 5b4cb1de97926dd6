import type { Liveness } from '@name-swiper/contract/health';
import { livenessSchema, readinessSchema } from '@name-swiper/contract/health';
import type { MessageBus } from '../../bus/message-bus';
import { checkReadiness } from '../../health/check-readiness';
import type { RouteContext } from '../route-context';

export const LIVENESS_PATH = '/api/health/live';
export const READINESS_PATHS = ['/api/health/ready', '/api/health', '/api/ready'] as const;

/**
 * Liveness never touches I/O, so a database blip does not get a healthy process restarted; readiness checks
 * what serving needs and answers 503 naming the parts that failed, for a load balancer to route around.
 */
export function registerHealthRoutes({ app, docs, db }: RouteContext, bus: MessageBus): void {
  docs.push(
    {
      method: 'GET',
      path: '/health/live',
      summary: 'Liveness: 200 while the process runs. Touches no database or network.',
      response: livenessSchema,
      errors: [],
    },
    ...READINESS_PATHS.map((path) => ({
      method: 'GET' as const,
      path: path.slice('/api'.length),
      summary:
        'Readiness: 200 when the database takes writes, the realtime bus is connected and the catalogue is ' +
        'loaded; 503 naming the failed parts otherwise.' +
        (path === '/api/health/ready' ? '' : ' Alias of /health/ready.'),
      response: readinessSchema,
      errors: [],
    })),
  );
  app.get(LIVENESS_PATH, async (): Promise<Liveness> => ({
    status: 'alive',
    uptimeSeconds: Math.floor(process.uptime()),
  }));
  for (const path of READINESS_PATHS) {
    app.get(path, async (request, reply) => {
      const readiness = await checkReadiness(db, bus, request.log);
      return reply.status(readiness.status === 'ok' ? 200 : 503).send(readiness);
    });
  }
}
