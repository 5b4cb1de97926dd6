import { problemSchema } from '@name-swiper/contract/problem';
import { z } from 'zod';
import type { DocumentedRoute } from './api-route';
import { PROBLEM_CONTENT_TYPE } from './problem';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const generated: JsonSchema = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  delete generated.$schema;
  return generated;
}

function parameters(schema: z.ZodObject | undefined, location: 'query' | 'path') {
  if (!schema) {
    return [];
  }
  return Object.entries(schema.shape).map(([name, field]) => {
    const fieldSchema = jsonSchema(field, 'output');
    const isArray = fieldSchema.type === 'array';
    return {
      name,
      in: location,
      required: location === 'path' || !field.safeParse(undefined).success,
      ...(typeof field.description === 'string' ? { description: field.description } : {}),
      schema: fieldSchema,
      ...(isArray ? { style: 'form', explode: true } : {}),
    };
  });
}

function operation(route: DocumentedRoute) {
  const problemResponse = {
    content: { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: '#/components/schemas/Problem' } } },
  };
  return {
    summary: route.summary,
    ...(route.bearerAuth ? { security: [{ bearer: [] }] } : {}),
    parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(route.body, 'input') } },
          },
        }
      : {}),
    responses: {
      200: {
        description: 'OK',
        content: { 'application/json': { schema: jsonSchema(route.response, 'output') } },
      },
      ...Object.fromEntries(
        route.errors.map((status) => [status, { description: 'Problem', ...problemResponse }]),
      ),
    },
  };
}

/** The OpenAPI 3.1 document of the REST API, generated from the same schemas that validate requests. */
export function openApiDocument(routes: DocumentedRoute[]) {
  const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {};
  for (const route of routes) {
    const path = `/api${route.path}`;
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Name Swiper API',
      version: '1',
      description: 'REST API of the Name Swiper baby-name app. Errors are RFC 9457 problem details.',
    },
    paths,
    components: {
      schemas: { Problem: jsonSchema(problemSchema, 'output') },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
