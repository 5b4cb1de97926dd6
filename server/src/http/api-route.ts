import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseInput } from './parse-input';

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
type AnyObjectSchema = z.ZodObject;
const noInput = z.object({});
type NoInput = typeof noInput;

export interface ApiRouteSpec<
  Q extends AnyObjectSchema,
  P extends AnyObjectSchema,
  B extends z.ZodType,
  R extends z.ZodType,
> {
  method: Method;
  /** OpenAPI-style path below /api, e.g. `/names/{name}`. */
  path: string;
  summary: string;
  query?: Q;
  params?: P;
  body?: B;
  response: R;
  /** Error statuses this route answers with a problem, for the OpenAPI document. */
  errors: number[];
  /** Writes the answer's JSON instead of Fastify's JSON.stringify (same output, cheaper for this route). */
  serialize?(answer: z.input<R>): string;
  /** Documents that the route needs `Authorization: Bearer <token>` (a hook checks it). */
  bearerAuth?: boolean;
  /** `request` is for what hooks established about it (e.g. the signed-in user); input comes parsed. */
  handler(
    input: { query: z.output<Q>; params: z.output<P>; body: z.output<B> },
    request: FastifyRequest,
  ): Promise<z.input<R>>;
}

export interface DocumentedRoute {
  method: Method;
  path: string;
  summary: string;
  query?: AnyObjectSchema;
  params?: AnyObjectSchema;
  body?: z.ZodType;
  response: z.ZodType;
  errors: number[];
  bearerAuth?: boolean;
}

/** Registers one /api route whose input is parsed with contract schemas, and records it for /api/docs. */
export function apiRoute<
  R extends z.ZodType,
  Q extends AnyObjectSchema = NoInput,
  P extends AnyObjectSchema = NoInput,
  B extends z.ZodType = NoInput,
>(app: FastifyInstance, docs: DocumentedRoute[], spec: ApiRouteSpec<Q, P, B, R>): void {
  const { handler, serialize, ...documented } = spec;
  docs.push(documented);
  app.route({
    method: spec.method,
    url: `/api${spec.path.replace(/\{(\w+)\}/g, ':$1')}`,
    handler: async (request, reply) => {
      // An omitted schema means the type parameter kept its NoInput default, whose output is {}.
      const query = parseInput(spec.query ?? noInput, request.query, 'query') as z.output<Q>;
      const params = parseInput(spec.params ?? noInput, request.params, 'path') as z.output<P>;
      const body = (spec.body ? parseInput(spec.body, request.body, 'body') : {}) as z.output<B>;
      const answer = await handler({ query, params, body }, request);
      if (!serialize) {
        return answer;
      }
      void reply.type('application/json; charset=utf-8');
      return serialize(answer);
    },
  });
}
