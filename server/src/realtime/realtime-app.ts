import { USER_DESTINATIONS } from '@name-swiper/contract/realtime';
import type { FastifyBaseLogger } from 'fastify';
import { DomainError } from '../domain/domain-error';
import type { AppContext } from './app-destinations';
import { APP_HANDLERS } from './app-destinations';
import { DeviceSessions } from './device-sessions';
import { notifyDevice } from './notify';
import { echoPrefix } from '@name-swiper/stomp-server';
import type { StompApplication } from '@name-swiper/stomp-server';

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * The STOMP application: tracks this instance's sessions and routes each SEND to its /app handler.
 * Rule failures go to the device's /user/queue/errors and the SEND is still acknowledged (it was handled);
 * an infrastructure failure rejects, so no RECEIPT is sent and the client's outbox resends; a write over its
 * address's budget is refused by the handler (see write-limiter.ts).
 */
export function createRealtimeApp(context: AppContext, logger: FastifyBaseLogger): StompApplication {
  const sessions = new DeviceSessions(context.bus);
  const reportError = (deviceId: string, error: DomainError) =>
    notifyDevice(context.bus, deviceId, USER_DESTINATIONS.errors, {
      code: error.code,
      message: error.message,
    });

  return {
    onConnect: (session) => sessions.add(session),
    onDisconnect: (session) => {
      sessions
        .remove(session)
        .catch((error: unknown) => logger.error({ err: error }, 'bus unsubscribe failed'));
    },
    onSend: async (session, destination, body) => {
      // Own keys only: a destination such as `__proto__` or `constructor` must not find Object.prototype's.
      const handler = Object.hasOwn(APP_HANDLERS, destination) ? APP_HANDLERS[destination] : undefined;
      if (!handler) {
        await reportError(
          session.principal,
          new DomainError('invalid-message', `Unknown destination ${echoPrefix(destination)}.`),
        );
        return;
      }
      const json = parseJson(body.toString('utf8'));
      if (!json.ok) {
        logger.warn(
          { destination, deviceSession: session.sessionId },
          'ignored a SEND whose body is not JSON',
        );
        return;
      }
      try {
        await handler(context, session, json.value);
      } catch (error) {
        if (!(error instanceof DomainError)) {
          throw error;
        }
        await reportError(session.principal, error);
      }
    },
  };
}
