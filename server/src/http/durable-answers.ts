import type { FastifyInstance, onSendHookHandler } from 'fastify';
import type { Db } from '../db/db';
import { durableWrites } from '../db/durable-writes';

const READS = new Set(['GET', 'HEAD']);

/**
 * An answer to a write goes out once what it committed is on disk. The wait is an onSend hook of every route that
 * takes a write (any method but GET and HEAD), added as the route is registered, so reads do not run it; register
 * this before any route.
 */
export function registerDurableAnswers(app: FastifyInstance, db: Db): void {
  const afterDurableWrites: onSendHookHandler = (_request, _reply, payload, done) => {
    durableWrites(db).then(
      () => done(null, payload),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  };
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().every((method) => READS.has(method))) {
      return;
    }
    const hooks = route.onSend === undefined ? [] : [route.onSend].flat();
    route.onSend = [afterDurableWrites, ...hooks];
  });
}
