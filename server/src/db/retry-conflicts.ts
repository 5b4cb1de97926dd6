import { setTimeout as sleep } from 'node:timers/promises';

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction was rolled back and may run again. */
const RETRYABLE_CODES = new Set(['40P01', '40001']);

export function isRetryableConflict(error: unknown): boolean {
  return error instanceof Error && 'code' in error && RETRYABLE_CODES.has(String(error.code));
}

/**
 * Runs a transaction again when the database rolled it back for colliding with another one, up to `attempts`
 * times in all, after a short random pause (so that two colliding transactions do not collide again in step).
 * The last failure is thrown as it is.
 */
export async function retryingConflicts<T>(work: () => Promise<T>, attempts = 3, pauseMs = 20): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) {
        throw error;
      }
      await sleep(pauseMs * attempt * (0.5 + Math.random()));
    }
  }
}
