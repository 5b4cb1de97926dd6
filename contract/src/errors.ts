import type { z } from 'zod';

/**
 * Stable error codes carried by REST problem details (`code`) and by `/user/queue/errors` messages;
 * the clients translate them, so every code has an English and a Dutch text in the web app.
 */
export const ERROR_CODES = [
  'invalid-request',
  'invalid-characters',
  'not-found',
  'name-not-found',
  'unknown-tag',
  'invalid-message',
  'invite-not-found',
  'invite-expired',
  'invite-used',
  'invite-own-family',
  'not-alone',
  'family-full',
  'parents-full',
  'supporters-full',
  'parents-only',
  'not-a-supporter',
  'family-names-full',
  'not-a-match',
  'loves-used-up',
  'family-of-one',
  'invalid-name',
  'name-in-catalogue',
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

/** The code a refused input is answered with: the one its schema's custom issue names, otherwise invalid-request. */
export function inputErrorCode(issue: z.core.$ZodIssue | undefined): ErrorCode {
  const named: unknown = issue?.code === 'custom' ? issue.params?.code : undefined;
  return ERROR_CODES.find((code) => code === named) ?? 'invalid-request';
}
