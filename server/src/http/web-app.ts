import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNotFoundProblem } from './error-handling';

/**
 * Serves the built web app when `distDir` holds one, with index.html for client-side routes; everything
 * else that matches no route (all of /api among it) is a 404 problem.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasWebApp = fs.existsSync(`${distDir}/index.html`);
  if (hasWebApp) {
    await app.register(fastifyStatic, { root: distDir, wildcard: false, index: 'index.html' });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = request.method === 'GET' && !request.url.startsWith('/api');
    if (hasWebApp && isPageRequest) {
      return reply.sendFile('index.html');
    }
    return sendNotFoundProblem(request.url, reply);
  });
}
