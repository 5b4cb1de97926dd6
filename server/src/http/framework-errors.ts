import type { FastifyError, FastifyReply } from 'fastify';
import { problem, sendProblem } from './problem';

const DETAILS: Record<string, string> = {
  FST_ERR_BAD_URL: 'The request URL is not validly percent-encoded UTF-8.',
  FST_ERR_MAX_PARAM_LENGTH: 'A path parameter of the request URL is too long.',
};

/**
 * Errors Fastify raises while routing, before any hook or handler (a malformed or too long URL), answered as
 * problem+json like every other refusal. The URL is not echoed back: it is what was wrong.
 */
export function answerFrameworkError(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const status =
    error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500
      ? error.statusCode
      : 400;
  const detail = DETAILS[error.code] ?? 'The request could not be routed.';
  void sendProblem(reply, problem(status, 'invalid-request', detail));
}
