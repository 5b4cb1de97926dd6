import { HOSTILE_BODIES, HOSTILE_STRINGS, RAW_ENCODED, WRONG_TYPES } from './hostile-input';
import type { Operation } from './openapi-operations';
import { exampleOf } from './openapi-operations';
import { encodeComponentLoosely } from './url-encoding';

/** One request of the fuzz run. `url` is already percent-encoded. */
export interface FuzzCase {
  label: string;
  method: string;
  url: string;
  payload?: string;
  contentType?: string;
  authorization?: string;
}

/** A query value already percent-encoded (raw), or one or more values to encode. */
type QueryValue = { raw: string } | string[];

const API_BODY_LIMIT_BYTES = 16 * 1024;
const BEARER_VARIANTS = [
  'Bearer',
  'Bearer ',
  "Bearer ' OR 1=1 --",
  `Bearer ${'x'.repeat(8_000)}`,
  'Bearer eyJhbGciOiJub25lIn0.eyJ1aWQiOiJ4Iiwic3ViIjoieEB4LngifQ.',
  'Basic YWRtaW46YWRtaW4=',
];

function asQueryValues(example: unknown): string[] {
  return (Array.isArray(example) ? example : [example]).map(String);
}

function encodeQuery(query: Map<string, QueryValue>): string {
  const parts = [...query].flatMap(([name, value]) =>
    'raw' in value
      ? [`${name}=${value.raw}`]
      : value.map((item) => `${name}=${encodeComponentLoosely(item)}`),
  );
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

interface Baseline {
  pathValues: Map<string, string>;
  query: Map<string, QueryValue>;
  body: Record<string, unknown> | undefined;
}

function baselineOf(operation: Operation): Baseline {
  const pathValues = new Map<string, string>();
  const query = new Map<string, QueryValue>();
  for (const parameter of operation.parameters) {
    const example = exampleOf(parameter.schema);
    if (parameter.in === 'path') {
      pathValues.set(parameter.name, encodeComponentLoosely(String(example)));
    } else {
      query.set(parameter.name, asQueryValues(example));
    }
  }
  const body = operation.body ? exampleOf(operation.body) : undefined;
  return {
    pathValues,
    query,
    body: typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body } : undefined,
  };
}

function urlOf(operation: Operation, pathValues: Map<string, string>, query: Map<string, QueryValue>) {
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => pathValues.get(name) ?? 'x');
  return `${path}${encodeQuery(query)}`;
}

/** Every mutation of one operation's baseline: each input location and field gets each hostile value in turn. */
export function fuzzCasesOf(operation: Operation, authorization: string): FuzzCase[] {
  const baseline = baselineOf(operation);
  const cases: FuzzCase[] = [];
  const add = (
    label: string,
    changes: Partial<Baseline> & { payload?: string; contentType?: string; authorization?: string } = {},
  ) => {
    const body = 'body' in changes ? changes.body : baseline.body;
    const payload = changes.payload ?? (body === undefined ? undefined : JSON.stringify(body));
    cases.push({
      label: `${operation.method} ${operation.path}: ${label}`,
      method: operation.method,
      url: urlOf(operation, changes.pathValues ?? baseline.pathValues, changes.query ?? baseline.query),
      ...(payload === undefined ? {} : { payload, contentType: changes.contentType ?? 'application/json' }),
      authorization: changes.authorization ?? authorization,
    });
  };
  const withQuery = (name: string, value: QueryValue | undefined) => {
    const query = new Map(baseline.query);
    if (value === undefined) {
      query.delete(name);
    } else {
      query.set(name, value);
    }
    return query;
  };
  const withPath = (name: string, value: string) => new Map([...baseline.pathValues, [name, value]]);

  add('baseline');
  for (const parameter of operation.parameters) {
    const name = parameter.name;
    for (const [index, value] of HOSTILE_STRINGS.entries()) {
      const label = `${parameter.in} ${name} = hostile string #${index}`;
      if (parameter.in === 'path') {
        add(label, { pathValues: withPath(name, encodeComponentLoosely(value)) });
      } else {
        add(label, { query: withQuery(name, [value]) });
        add(`${label}, repeated`, { query: withQuery(name, [value, value]) });
      }
    }
    for (const raw of RAW_ENCODED) {
      const label = `${parameter.in} ${name} = raw ${raw}`;
      if (parameter.in === 'path') {
        add(label, { pathValues: withPath(name, raw) });
      } else {
        add(label, { query: withQuery(name, { raw }) });
      }
    }
    if (parameter.in === 'query') {
      add(`query ${name} omitted`, { query: withQuery(name, undefined) });
      add(`query ${name}[] and ${name}[x]`, {
        query: new Map([...baseline.query, [`${name}[]`, ['x']], [`${name}[x]`, ['y']]]),
      });
    }
  }
  add('query __proto__ and constructor', {
    query: new Map([
      ...baseline.query,
      ['__proto__[admin]', ['1']],
      ['constructor[prototype][admin]', ['1']],
    ]),
  });
  for (const [index, authorization] of BEARER_VARIANTS.entries()) {
    add(`authorization variant #${index}`, { authorization });
  }
  if (baseline.body) {
    addBodyCases(baseline.body, add);
  }
  return cases;
}

type AddCase = (
  label: string,
  changes: { body?: Record<string, unknown>; payload?: string; contentType?: string },
) => void;

function addBodyCases(body: Record<string, unknown>, add: AddCase): void {
  for (const field of Object.keys(body)) {
    for (const [index, value] of HOSTILE_STRINGS.entries()) {
      add(`body ${field} = hostile string #${index}`, { body: { ...body, [field]: value } });
    }
    for (const [index, value] of WRONG_TYPES.entries()) {
      add(`body ${field} = wrong type #${index}`, { body: { ...body, [field]: value } });
    }
    const without = Object.fromEntries(Object.entries(body).filter(([key]) => key !== field));
    add(`body ${field} omitted`, { body: without });
  }
  add('body with an unknown field', { body: { ...body, admin: true, family_id: 'x' } });
  for (const [index, hostile] of HOSTILE_BODIES.entries()) {
    add(`whole body #${index} (${hostile.contentType})`, hostile);
  }
  add('body over the size limit', {
    body: { ...body, padding: 'x'.repeat(API_BODY_LIMIT_BYTES) },
  });
}

/** Methods an operation's path does not document: they must be refused as cleanly. */
export function wrongMethodCases(operations: Operation[], authorization: string): FuzzCase[] {
  const byPath = new Map<string, Set<string>>();
  for (const operation of operations) {
    byPath.set(operation.path, new Set([...(byPath.get(operation.path) ?? []), operation.method]));
  }
  return [...byPath].flatMap(([path, methods]) =>
    ['GET', 'PUT', 'POST', 'DELETE', 'PATCH']
      .filter((method) => !methods.has(method))
      .map((method) => ({
        label: `${method} ${path}: undocumented method`,
        method,
        url: path.replace(/\{\w+\}/g, 'Emma'),
        payload: '{}',
        contentType: 'application/json',
        authorization,
      })),
  );
}
