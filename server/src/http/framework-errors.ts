import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { PROBLEM_CONTENT_TYPE, problem, sendProblem } from './problem';

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

/** What Node's HTTP parser refuses before Fastify sees a request, by the parser's error code. */
const CLIENT_ERRORS: Record<string, { status: number; detail: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    detail: 'The request did not arrive in time; the connection is closed.',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    detail: "The request's URL and headers together are larger than the server accepts (16 KiB).",
  },
};
const MALFORMED = { status: 400, detail: 'The request is not valid HTTP/1.1.' };

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refused (a URL or headers over 16 KiB, a request that took
 * too long, bytes that are not HTTP) is answered with problem+json like any other refusal, not Fastify's own JSON,
 * and the socket is closed, as Node and Fastify do.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) {
    return;
  }
  const { status, detail } = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED;
  if (socket.writable) {
    const body = JSON.stringify(problem(status, 'invalid-request', detail));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: ${PROBLEM_CONTENT_TYPE}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * While the server shuts down, a request that still arrives on an open connection gets 503 problem+json and
 * `Connection: close`, so its client retries elsewhere (Fastify's own answer, turned off by
 * `return503OnClosing: false`, is JSON of its own).
 */
export function answerWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) {
      done();
      return;
    }
    reply.header('connection', 'close');
    void sendProblem(
      reply,
      problem(503, 'internal-error', 'The server is shutting down; please try again in a moment.'),
    );
  });
}
