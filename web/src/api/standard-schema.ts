import type { StandardSchemaV1 } from '@standard-schema/spec';

/**
 * Any schema of the Standard Schema interface: the first screen's valibot schemas and the contract's zod schemas
 * (which the other screens use) alike, so the API and realtime clients need neither library themselves.
 */
export type Schema = StandardSchemaV1;
export type Output<S extends Schema> = StandardSchemaV1.InferOutput<S>;

export class SchemaError extends Error {
  override readonly name = 'SchemaError';

  constructor(readonly issues: readonly StandardSchemaV1.Issue[]) {
    super(issues.map((issue) => issue.message).join('; '));
  }
}

/** Validates `value` synchronously (none of our schemas refines asynchronously); the issues when it fails. */
export function check<S extends Schema>(
  schema: S,
  value: unknown,
): { value: Output<S>; issues?: undefined } | { issues: readonly StandardSchemaV1.Issue[] } {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) {
    throw new TypeError('an asynchronous schema cannot check a value here');
  }
  return result.issues ? { issues: result.issues } : { value: result.value };
}

/** The validated value, or a SchemaError. */
export function parse<S extends Schema>(schema: S, value: unknown): Output<S> {
  const result = check(schema, value);
  if (result.issues) {
    throw new SchemaError(result.issues);
  }
  return result.value;
}
