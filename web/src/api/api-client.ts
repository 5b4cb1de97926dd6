import type { ErrorCode } from '@name-swiper/contract/errors';
import { ERROR_CODES } from '@name-swiper/contract/errors';
import type { Output, Schema } from './standard-schema';
import { check, parse } from './standard-schema';
import { problemSchema } from './wire-schemas';

/** REST base (spec §7.1): same origin `/api` unless the build names another host (native builds). */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';

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

type QueryValue = string | number | readonly string[] | undefined;

/** An address on the server outside /api (the sign-in start), for the same origin or the build's API host. */
export function serverUrl(path: string): string {
  return new URL(path, new URL(API_BASE, window.location.href)).href;
}

export function buildUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) {
      continue;
    }
    if (typeof value === 'object') {
      value.forEach((entry) => params.append(key, entry));
    } else {
      params.append(key, String(value));
    }
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
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
  const response = await fetch(buildUrl(path, query), {
    method,
    signal,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw await errorFrom(response);
  }
  return parse(schema, await response.json());
}
