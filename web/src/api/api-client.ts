import type { ErrorCode } from '@name-swiper/contract/errors';
import { ERROR_CODES } from '@name-swiper/contract/errors';
import type { Output, Schema } from './standard-schema';
import { check, parse } from './standard-schema';
import type { QueryValue } from './api-url';
import { buildUrl } from './api-url';
import { takeEarlyAnswer } from './early-requests';
import { problemSchema } from './wire-schemas';

/** A failed REST call, carrying the problem+json `code` the UI translates. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    detail: string,
  ) {
    super(detail);
  }
}

function toErrorCode(code: string): ErrorCode {
  return ERROR_CODES.find((known) => known === code) ?? 'internal-error';
}

async function errorFrom(response: Response): Promise<ApiError> {
  try {
    const problem = check(problemSchema, await response.json());
    if (!problem.issues) {
      return new ApiError(response.status, toErrorCode(problem.value.code), problem.value.detail);
    }
  } catch {
    // Not a problem document; fall through to a generic error.
  }
  return new ApiError(response.status, 'internal-error', response.statusText);
}

interface RequestOptions {
  method?: 'GET' | 'PUT' | 'POST' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as `Authorization: Bearer <token>` (the /api/me calls). */
  token?: string;
}

/** Calls the REST API and validates the answer with the contract's schema (zod) or its valibot twin. */
export async function apiRequest<S extends Schema>(
  path: string,
  schema: S,
  { method = 'GET', query, body, signal, token }: RequestOptions = {},
): Promise<Output<S>> {
  const headers: Record<string, string> =
    body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' };
  if (token !== undefined) {
    headers.authorization = `Bearer ${token}`;
  }
  const url = buildUrl(path, query);
  const early =
    method === 'GET' && signal === undefined && token === undefined ? takeEarlyAnswer(url) : undefined;
  const response = await (early ??
    fetch(url, { method, signal, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
  if (!response.ok) {
    throw await errorFrom(response);
  }
  return parse(schema, await response.json());
}
