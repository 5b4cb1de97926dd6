import { randomUUID } from 'node:crypto';
import { z } from 'zod';

const parameterSchema = z.object({
  name: z.string(),
  in: z.enum(['query', 'path']),
  required: z.boolean(),
  schema: z.record(z.string(), z.unknown()),
});

const operationSchema = z.object({
  parameters: z.array(parameterSchema),
  requestBody: z
    .object({
      content: z.object({ 'application/json': z.object({ schema: z.record(z.string(), z.unknown()) }) }),
    })
    .optional(),
});

const documentSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), operationSchema)),
});

export type JsonSchema = Record<string, unknown>;

export interface Operation {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  /** OpenAPI path, e.g. /api/names/{name}. */
  path: string;
  parameters: z.infer<typeof parameterSchema>[];
  body: JsonSchema | undefined;
}

const METHODS = new Set(['GET', 'PUT', 'POST', 'DELETE']);

function isMethod(method: string): method is Operation['method'] {
  return METHODS.has(method);
}

/** Every operation of an OpenAPI document as served at /api/docs. */
export function operationsOf(document: unknown): Operation[] {
  const { paths } = documentSchema.parse(document);
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) => {
      const upper = method.toUpperCase();
      return isMethod(upper)
        ? [
            {
              method: upper,
              path,
              parameters: operation.parameters,
              body: operation.requestBody?.content['application/json'].schema,
            },
          ]
        : [];
    }),
  );
}

function isJsonSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const STRING_CANDIDATES = ['Emma', 'english', 'F', 'a'];

function exampleString(schema: JsonSchema): string {
  if (schema.format === 'uuid') {
    return randomUUID();
  }
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : undefined;
  return STRING_CANDIDATES.find((candidate) => !pattern || pattern.test(candidate)) ?? 'a';
}

/** A plausible valid value for a JSON schema, the baseline that the fuzzer mutates one field at a time. */
export function exampleOf(schema: JsonSchema): unknown {
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    return schema.enum[0];
  }
  if ('const' in schema) {
    return schema.const;
  }
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(alternatives) && isJsonSchema(alternatives[0])) {
    return exampleOf(alternatives[0]);
  }
  switch (schema.type) {
    case 'string':
      return exampleString(schema);
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'array':
      return isJsonSchema(schema.items) ? [exampleOf(schema.items)] : [];
    case 'object': {
      const properties = isJsonSchema(schema.properties) ? schema.properties : {};
      return Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [
          key,
          isJsonSchema(value) ? exampleOf(value) : null,
        ]),
      );
    }
    default:
      return 'a';
  }
}
