/**
 * Stable error codes carried by REST problem details (`code`) and by `/user/queue/errors` messages;
 * the clients translate them, so every code has an English and a Dutch text in the web app.
 */
export const ERROR_CODES = [
  'invalid-request',
  'not-found',
  'name-not-found',
  'unknown-tag',
  'invalid-message',
  'invite-not-found',
  'invite-expired',
  'invite-used',
  'invite-own-family',
  'not-alone',
  'too-many-attempts',
  'too-many-requests',
  'unauthorized',
  'login-failed',
  'login-denied',
  'login-expired',
  'login-no-email',
  'login-other-browser',
  'internal-error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
