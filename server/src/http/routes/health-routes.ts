import type { Health } from '@name-swiper/contract/health';
import { healthSchema } from '@name-swiper/contract/health';
import { sql } from 'kysely';
import type { RouteContext } from '../route-context';

export function registerHealthRoutes({ app, docs, db }: RouteContext): void {
  docs.push({
    method: 'GET',
    path: '/health',
    summary: 'Liveness with a database check: 200 when the database answers, 503 otherwise.',
    response: healthSchema,
    errors: [],
  });
  app.get('/api/health', async (request, reply) => {
    const database = await sql`select 1`
      .execute(db)
      .then(() => 'up' as const)
      .catch((error: unknown) => {
        request.log.error({ err: error }, 'health check: database unreachable');
        return 'down' as const;
      });
    const health: Health = { status: database === 'up' ? 'ok' : 'down', database };
    return reply.status(database === 'up' ? 200 : 503).send(health);
  });
}
