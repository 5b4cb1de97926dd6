import { inputErrorCode } from '@name-swiper/contract/errors';
import type { z } from 'zod';
import { HttpProblem } from './problem';

export type InputLocation = 'query' | 'path' | 'body';

const LABELS: Record<InputLocation, string> = {
  query: 'Query parameter',
  path: 'Path parameter',
  body: 'Body field',
};

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) {
      return undefined;
    }
    current = Reflect.get(current, key);
  }
  return current;
}

/** Parses request input with its contract schema; the 400 names the first offending parameter. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  location: InputLocation,
): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) {
    return result.data;
  }
  const issue = result.error.issues[0];
  if (location === 'body' && (input === undefined || input === null || typeof input !== 'object')) {
    throw new HttpProblem(400, 'invalid-request', 'The request body must be a JSON object.');
  }
  const issuePath = issue?.path ?? [];
  // Repeatable query parameters report an index (tags.1); the client knows the parameter by its name.
  const path = location === 'body' ? issuePath : issuePath.slice(0, 1);
  const field = path.map(String).join('.');
  const missing = valueAt(input, path) === undefined;
  const detail = missing
    ? `${LABELS[location]} '${field}' is required.`
    : `${LABELS[location]} '${field}' ${issue?.message ?? 'is invalid'}.`;
  throw new HttpProblem(400, inputErrorCode(issue), detail);
}
