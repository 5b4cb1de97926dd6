import type { Health } from '@name-swiper/contract/health';
import { healthSchema } from '@name-swiper/contract/health';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { MessageBus } from '../../bus/message-bus';
import type { RouteContext } from '../route-context';

async function checkHealth(db: Db, bus: MessageBus, log: FastifyBaseLogger): Promise<Health> {
  const database = await sql`select 1`
    .execute(db)
    .then(() => 'up' as const)
    .catch((error: unknown) => {
      log.error({ err: error }, 'health check: database unreachable');
      return 'down' as const;
    });
  const busState = bus.kind === 'memory' ? 'memory' : bus.isConnected() ? 'up' : 'down';
  const status = database === 'down' ? 'down' : busState === 'down' ? 'degraded' : 'ok';
  return { status, database, bus: busState };
}

/**
 * /api/health is liveness: 200 while the process can serve (a Redis outage only degrades it), 503 without
 * a database. /api/ready is readiness for a load balancer: 503 unless the database and the bus are both up.
 */
export function registerHealthRoutes({ app, docs, db }: RouteContext, bus: MessageBus): void {
  docs.push(
    {
      method: 'GET',
      path: '/health',
      summary:
        'Liveness: 200 while the database answers (status degraded when Redis is down), 503 otherwise.',
      response: healthSchema,
      errors: [],
    },
    {
      method: 'GET',
      path: '/ready',
      summary: 'Readiness: 200 when the database and the realtime bus are reachable, 503 otherwise.',
      response: healthSchema,
      errors: [],
    },
  );
  app.get('/api/health', async (request, reply) => {
    const health = await checkHealth(db, bus, request.log);
    return reply.status(health.database === 'up' ? 200 : 503).send(health);
  });
  app.get('/api/ready', async (request, reply) => {
    const health = await checkHealth(db, bus, request.log);
    return reply.status(health.status === 'ok' ? 200 : 503).send(health);
  });
}
