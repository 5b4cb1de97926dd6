import type { FastifyInstance } from 'fastify';
import { securityHeaders } from './security/security-headers';

/**
 * What every answer carries, set by one onRequest hook: the security headers, which depend on the configuration only
 * (helmet runs once at start, and each request gets the same object), and the request's id as X-Request-Id.
 * Errors keep them; an answer Fastify gives before any hook (a malformed URL) has neither, as before.
 */
export function registerAnswerHeaders(app: FastifyInstance, publicUrl: string): void {
  const headers = securityHeaders(publicUrl);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers).header('x-request-id', request.id);
    done();
  });
}
