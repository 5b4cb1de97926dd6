import { describe, expect, it } from 'vitest';
import { createLogger } from './create-logger';

const DEVICE = '0b8f3c1e-5a7d-4c1e-9f3a-2d6b8e4a7c10';

function capturingLogger() {
  const lines: string[] = [];
  const logger = createLogger('trace', { write: (line: string) => lines.push(line) });
  return { logger, lines };
}

describe('the server logger', () => {
  it('censors credential fields, also in child loggers', () => {
    const { logger, lines } = capturingLogger();
    logger.child({ reqId: 'r1' }).warn({ deviceId: DEVICE, sessionId: 's1' }, 'STOMP application hook threw');
    logger.info({ session: { deviceId: DEVICE }, inviteCode: 'K7M2QX' }, 'joined');
    logger.info(
      { req: { headers: { authorization: 'Basic YW5uYTpzZWNyZXQ=', cookie: 'sid=1' } } },
      'headers',
    );

    const log = lines.join('');
    expect(log).not.toContain(DEVICE);
    expect(log).not.toContain('K7M2QX');
    expect(log).not.toContain('YW5uYTpzZWNyZXQ=');
    expect(log).not.toContain('sid=1');
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      deviceId: '[redacted]',
      sessionId: 's1',
      reqId: 'r1',
    });
  });

  it('keeps device ids in database error details and URLs in error messages out of the line', () => {
    const { logger, lines } = capturingLogger();
    const databaseError = Object.assign(new Error('insert or update on table "votes" violates foreign key'), {
      detail: `Key (device_id)=(${DEVICE}) is not present in table "devices".`,
    });
    logger.error({ err: databaseError }, 'request failed');
    logger.error({ err: new TypeError(`Invalid URL: /api/family?deviceId=${DEVICE}`) }, 'request failed');

    expect(lines.join('')).not.toContain(DEVICE);
    expect(JSON.parse(lines[1] ?? '{}').err.message).toBe('Invalid URL: /api/family?deviceId=[redacted]');
  });
});
