/** Why the server cannot start, in one line a person can act on (no stack trace needed). */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}
