import type { FastifyError, FastifyInstance } from 'fastify';
import { DomainError } from '../domain/domain-error';
import { HttpProblem, problem, sendProblem, STATUS_OF_KIND } from './problem';

function isClientError(error: unknown): error is FastifyError & { statusCode: number } {
  return (
    error instanceof Error &&
    'statusCode' in error &&
    typeof error.statusCode === 'number' &&
    error.statusCode >= 400 &&
    error.statusCode < 500
  );
}

/** Every /api error leaves as application/problem+json with a human-readable detail. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpProblem) {
      return sendProblem(reply, problem(error.status, error.code, error.detail, request.url));
    }
    if (error instanceof DomainError) {
      return sendProblem(reply, problem(STATUS_OF_KIND[error.kind], error.code, error.message, request.url));
    }
    if (isClientError(error)) {
      return sendProblem(reply, problem(error.statusCode, 'invalid-request', error.message, request.url));
    }
    request.log.error({ err: error }, 'request failed');
    return sendProblem(
      reply,
      problem(500, 'internal-error', 'Something went wrong on our side; please try again.', request.url),
    );
  });
}

export function sendNotFoundProblem(url: string, reply: Parameters<typeof sendProblem>[0]) {
  const path = url.split('?')[0] ?? url;
  return sendProblem(reply, problem(404, 'not-found', `There is nothing at ${path}.`, path));
}
