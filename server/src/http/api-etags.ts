import { hash } from 'node:crypto';
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import fresh from 'fresh';

/**
 * The GETs a browser keeps and asks again with If-None-Match, and their Cache-Control. A name's detail is the same
 * for everyone until the catalogue changes; the tag counts belong to the device in the query and change with its
 * votes. The ETag is a hash of the answer itself, so it changes exactly when the answer does, whatever changed it.
 */
const REVALIDATED_ROUTES = new Map([
  ['/api/names/:name', 'no-cache'],
  ['/api/tags', 'private, no-cache'],
]);

/**
 * Answers a GET whose answer the client already holds with 304 Not Modified and no body. The hook goes on the
 * revalidated routes alone, so no other request pays for it, and first among their onSend hooks, so it hashes the
 * answer before the compression plugin's hook compresses it.
 */
export function registerApiEtags(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const cacheControl = REVALIDATED_ROUTES.get(route.url);
    if (cacheControl === undefined) {
      return;
    }
    const hooks = route.onSend === undefined ? [] : [route.onSend].flat();
    route.onSend = [revalidate(cacheControl), ...hooks];
  });
}

function revalidate(cacheControl: string): onSendHookHandler {
  return (request, reply, payload, done) => {
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      done(null, payload);
      return;
    }
    // Weak: the answer goes out compressed or not (api-compression.ts), and those bytes differ.
    const etag = `W/"${hash('sha1', payload, 'base64url')}"`;
    void reply.header('etag', etag).header('cache-control', cacheControl);
    if (fresh(request.headers, { etag })) {
      void reply.code(304);
      done(null, '');
      return;
    }
    done(null, payload);
  };
}
