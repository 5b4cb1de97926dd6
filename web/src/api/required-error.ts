/** Thrown when a required API parameter is missing (spec §8). */
export class RequiredError extends Error {
  override readonly name = 'RequiredError';

  constructor(
    readonly field: string,
    operation: string,
  ) {
    super(`Required parameter ${field} was null or undefined when calling ${operation}.`);
  }
}

export function requireParam<T>(value: T | null | undefined, field: string, operation: string): T {
  if (value === null || value === undefined) {
    throw new RequiredError(field, operation);
  }
  return value;
}
