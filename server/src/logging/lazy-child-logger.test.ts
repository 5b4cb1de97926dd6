import Fastify from 'fastify';
import type { LevelWithSilent } from 'pino';
import { describe, expect, it } from 'vitest';
import { createLogger } from './create-logger';
import { lazyChildLogger } from './lazy-child-logger';

async function linesOf(level: LevelWithSilent, childLoggerFactory?: typeof lazyChildLogger) {
  const lines: string[] = [];
  const app = Fastify({
    loggerInstance: createLogger(level, { write: (line: string) => lines.push(line) }),
    genReqId: () => 'r1',
    ...(childLoggerFactory ? { childLoggerFactory } : {}),
  });
  app.get('/quiet', () => 'ok');
  app.get('/loud', (request) => {
    request.log.info({ step: 1 }, 'info line');
    request.log.child({ part: 'inner' }).warn('inner warning');
    request.log.error({ err: new Error('failed') }, 'error line');
    return 'ok';
  });
  await app.inject('/quiet');
  await app.inject('/loud');
  await app.close();
  // The time of a line and a request's duration differ from run to run.
  return lines.map((line) =>
    Object.fromEntries(
      Object.entries(JSON.parse(line) as Record<string, unknown>).filter(
        ([key]) => key !== 'time' && key !== 'responseTime',
      ),
    ),
  );
}

describe("a request's lazily made logger", () => {
  it.each<LevelWithSilent>(['info', 'warn', 'error'])(
    'writes the lines an eagerly made child writes, with the request id, at level %s',
    async (level) => {
      const lazy = await linesOf(level, lazyChildLogger);
      expect(lazy).toEqual(await linesOf(level));
      expect(lazy.length).toBeGreaterThan(0);
      expect(lazy.every((line) => line.reqId === 'r1')).toBe(true);
    },
  );
});
