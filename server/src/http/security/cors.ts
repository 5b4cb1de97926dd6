import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * Cross-origin browser access for the configured origins only (e.g. the native app's capacitor://localhost).
 * With none configured no CORS header is ever sent, so browsers allow same-origin calls only.
 */
export async function registerCors(app: FastifyInstance, origins: string[]): Promise<void> {
  if (origins.length === 0) {
    return;
  }
  await app.register(cors, {
    origin: origins,
    methods: ['GET', 'PUT', 'POST', 'DELETE'],
    allowedHeaders: ['content-type', 'authorization', 'x-request-id'],
    exposedHeaders: ['retry-after', 'x-request-id'],
    maxAge: 600,
  });
}
