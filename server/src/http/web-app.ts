import fs from 'node:fs';
import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendNotFoundProblem } from './error-handling';

/** The last path segment ends in an extension: the request is for a file, e.g. /assets/index-abc123.js. */
const FILE_EXTENSION = /\.[A-Za-z0-9]+$/;
/** Client routes whose last segment is text a person typed, which may hold a dot: /name/Mr.Smith. */
const FREE_TEXT_ROUTES = ['/name/'];
/** The build writes a Brotli and a gzip copy next to each compressible file (web/precompress-plugin.ts). */
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;
/**
 * Files whose name carries a hash of their content: Vite's assets, and the Workbox runtime that sw.js imports by
 * its hashed name. A new build gives them new names, so a browser may keep them for a year without asking.
 */
const CONTENT_HASHED = /^(assets\/.+|workbox-[\w-]+\.js)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html, sw.js, the manifest and the icons keep their names across builds: revalidated on every use. */
const REVALIDATE = 'no-cache';

function isFileRequest(path: string): boolean {
  return FILE_EXTENSION.test(path) && !FREE_TEXT_ROUTES.some((route) => path.startsWith(route));
}

/** Source maps would hand anyone our original sources; the production build makes none, and none is served. */
function isSourceMap(path: string): boolean {
  return path.toLowerCase().endsWith('.map');
}

function setCacheControl(distDir: string) {
  return (reply: FastifyReply, filePath: string): void => {
    const file = relative(distDir, filePath).split(sep).join('/').replace(PRECOMPRESSED_SUFFIX, '');
    void reply.header('cache-control', CONTENT_HASHED.test(file) ? IMMUTABLE : REVALIDATE);
  };
}

/**
 * Serves the built web app when `distDir` holds one, as a CDN would: the Brotli or gzip copy the build made when
 * the browser accepts it, hashed files cached for a year, the rest revalidated; index.html for client-side
 * routes; everything else that matches no route (all of /api, missing files, source maps) is a 404 problem.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasWebApp = fs.existsSync(`${distDir}/index.html`);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: 'index.html',
      preCompressed: true,
      // Found through their originals only, so they need no routes of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      allowedPath: (path) => !isSourceMap(path),
      setHeaders: setCacheControl(distDir),
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
