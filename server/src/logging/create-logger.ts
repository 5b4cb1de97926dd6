import { pino } from 'pino';
import type { DestinationStream, LevelWithSilent, Logger } from 'pino';
import { REDACTED, redactSecretsInText, SECRET_LOG_FIELDS } from './redact-secrets';

/**
 * The server's pino logger: JSON lines on stdout unless `destination` says otherwise. Credentials never reach a
 * line: fields that hold them are censored, and every finished line has the secret values of URLs and of
 * Authorization headers replaced, whether Fastify logs a request's URL or an error message quotes one.
 */
export function createLogger(level: LevelWithSilent, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: SECRET_LOG_FIELDS, censor: REDACTED },
      hooks: { streamWrite: redactSecretsInText },
    },
    destination,
  );
}
