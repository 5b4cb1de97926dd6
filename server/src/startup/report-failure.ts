import { ConfigurationError } from '../settings/parse-env';
import { StartupError } from './startup-error';

const VERBOSE_LEVELS = new Set(['debug', 'trace']);

function stackWithCauses(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  while (current instanceof Error) {
    parts.push(current.stack ?? current.message);
    current = current.cause;
  }
  return parts.join('\nCaused by: ');
}

/**
 * What a person reads when the start fails: one line on stderr, the stack only with LOG_LEVEL=debug or trace.
 * A failure we did not foresee says so, so that it reads as a bug rather than a setting to change.
 */
export function reportStartupFailure(error: unknown, logLevel: string | undefined): void {
  const known = error instanceof StartupError || error instanceof ConfigurationError;
  const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
  const line = known ? detail : `unexpected error: ${detail} (LOG_LEVEL=debug shows the stack)`;
  process.stderr.write(`Name Swiper cannot start. ${line}\n`);
  if (logLevel !== undefined && VERBOSE_LEVELS.has(logLevel)) {
    process.stderr.write(`${stackWithCauses(error)}\n`);
  }
}
