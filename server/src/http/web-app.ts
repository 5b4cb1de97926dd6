import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNotFoundProblem } from './error-handling';

/** The last path segment ends in an extension: the request is for a file, e.g. /assets/index-abc123.js. */
const FILE_EXTENSION = /\.[A-Za-z0-9]+$/;
/** Client routes whose last segment is text a person typed, which may hold a dot: /name/Mr.Smith. */
const FREE_TEXT_ROUTES = ['/name/'];

function isFileRequest(path: string): boolean {
  return FILE_EXTENSION.test(path) && !FREE_TEXT_ROUTES.some((route) => path.startsWith(route));
}

/** Source maps would hand anyone our original sources; the production build makes none, and none is served. */
function isSourceMap(path: string): boolean {
  return path.toLowerCase().endsWith('.map');
}

/**
 * Serves the built web app when `distDir` holds one, with index.html for client-side routes; everything
 * else that matches no route (all of /api, missing files, source maps) is a 404 problem.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasWebApp = fs.existsSync(`${distDir}/index.html`);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: 'index.html',
      allowedPath: (path) => !isSourceMap(path),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0] ?? request.url;
    const isPageRequest = request.method === 'GET' && !path.startsWith('/api') && !isFileRequest(path);
    if (hasWebApp && isPageRequest) {
      return reply.sendFile('index.html');
    }
    return sendNotFoundProblem(request.url, reply);
  });
}
