import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@name-swiper/contract/errors';
import { problemSchema } from '@name-swiper/contract/problem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_SIGN_IN } from '../../auth/auth-config';
import { tokenSigningKey } from '../../auth/signing-key';
import { createTokens } from '../../auth/tokens';
import { signIn } from '../../domain/users';
import type { FuzzCase } from '../../../test/fuzz-cases';
import { fuzzCasesOf, wrongMethodCases } from '../../../test/fuzz-cases';
import type { IsolatedApp } from '../../../test/isolated-app';
import { createIsolatedApp } from '../../../test/isolated-app';
import type { Operation } from '../../../test/openapi-operations';
import { operationsOf } from '../../../test/openapi-operations';
import { dataTables, rowCounts } from '../../../test/row-counts';
import { TEST_TOKEN_SECRET } from '../../../test/sign-in-app';
import { CATALOGUE_TABLES } from '../../catalogue/write-catalogue';

const auth = { ...NO_SIGN_IN, tokenSecret: TEST_TOKEN_SECRET };
let isolated: IsolatedApp;
let operations: Operation[];
let bearer: string;
let tables: string[];

beforeAll(async () => {
  isolated = await createIsolatedApp({ catalogue: true, auth });
  const db = isolated.database.db;
  const user = await signIn(
    db,
    { provider: 'oidc', subject: 'fuzz', email: 'fuzz@example.org', name: 'Fuzz', picture: null },
    null,
  );
  const tokens = createTokens({
    key: tokenSigningKey(TEST_TOKEN_SECRET),
    issuer: auth.publicUrl,
    ttlSeconds: 3600,
  });
  bearer = `Bearer ${await tokens.issue(user)}`;
  const docs = await isolated.app.inject({ url: '/api/docs' });
  operations = operationsOf(docs.json());
  tables = await dataTables(
    db,
    isolated.location.dialect === 'postgres' ? isolated.location.schema : undefined,
  );
}, 120_000);
afterAll(() => isolated.close());

/** Each case from its own address, so the per-IP limit (default settings) never stands in for validation. */
function addressOf(index: number): string {
  return `198.51.${100 + (index >> 8)}.${index & 255}`;
}

interface Outcome {
  status: number;
  problems: string[];
}

async function send(fuzzCase: FuzzCase, index: number): Promise<Outcome> {
  const response = await isolated.app.inject({
    method: fuzzCase.method,
    url: fuzzCase.url,
    remoteAddress: addressOf(index),
    headers: {
      ...(fuzzCase.contentType ? { 'content-type': fuzzCase.contentType } : {}),
      ...(fuzzCase.authorization ? { authorization: fuzzCase.authorization } : {}),
    },
    ...(fuzzCase.payload === undefined ? {} : { payload: fuzzCase.payload }),
  });
  const problems: string[] = [];
  const contentType = String(response.headers['content-type'] ?? '');
  if (response.statusCode >= 500) {
    problems.push(`answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
  } else if (response.statusCode >= 400) {
    const body = problemSchema.safeParse(safeJson(response.body));
    if (!contentType.startsWith('application/problem+json')) {
      problems.push(`${response.statusCode} with content-type ${contentType}`);
    }
    if (!body.success || body.data.status !== response.statusCode) {
      problems.push(`${response.statusCode} without a problem body: ${response.body.slice(0, 200)}`);
    } else if (!ERROR_CODES.some((code) => code === body.data.code)) {
      problems.push(`unknown problem code ${body.data.code}`);
    }
  } else if (!contentType.startsWith('application/json')) {
    problems.push(`${response.statusCode} with content-type ${contentType}`);
  }
  return { status: response.statusCode, problems };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

describe('every /api endpoint under hostile input', () => {
  it('takes the endpoints from /api/docs', () => {
    const listed = operations.map((operation) => `${operation.method} ${operation.path}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        'GET /api/device/name',
        'PUT /api/device/name',
        'GET /api/names/unvoted',
        'GET /api/names/{name}',
        'GET /api/me',
        'PUT /api/me/preferences',
      ]),
    );
  });

  it('answers 4xx problem+json or a valid 2xx, never 5xx, and writes nothing when it refuses', async () => {
    const db = isolated.database.db;
    const cases = [...operations.flatMap((operation) => fuzzCasesOf(operation, bearer))];
    cases.push(...wrongMethodCases(operations, bearer));
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    // The catalogue tables are large, so they are compared over the whole run, not per request.
    const perRequest = tables.filter((table) => !CATALOGUE_TABLES.includes(table));
    const catalogueBefore = await rowCounts(db, [...CATALOGUE_TABLES]);
    let before = await rowCounts(db, perRequest);
    for (const [index, fuzzCase] of cases.entries()) {
      const outcome = await send(fuzzCase, index);
      statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
      const after = await rowCounts(db, perRequest);
      if (outcome.status >= 400) {
        const changed = perRequest.filter((table) => after[table] !== before[table]);
        if (changed.length > 0) {
          outcome.problems.push(`refused with ${outcome.status} but wrote to ${changed.join(', ')}`);
        }
      }
      before = after;
      failures.push(...outcome.problems.map((problem) => `${fuzzCase.label}: ${problem}`));
    }
    expect(failures).toEqual([]);
    expect(await rowCounts(db, [...CATALOGUE_TABLES])).toEqual(catalogueBefore);
    console.info(
      `REST fuzz: ${cases.length} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(cases.length).toBeGreaterThan(1000);
    expect(statuses.get(413)).toBeGreaterThan(0);
    expect([...statuses.keys()].every((status) => status < 500)).toBe(true);
  }, 600_000);
});

describe('input that is unusual but valid', () => {
  it.each([
    ['emoji', '👶 Anna 👨‍👩‍👧‍👦', '👶 Anna 👨‍👩‍👧‍👦'],
    ['right-to-left script', 'ليلى', 'ليلى'],
    ['combining marks, in normalisation form C', 'Zoe\u0308 e\u0301\u0301', 'Zo\u00EB \u00E9\u0301'],
    ['HTML', '<img src=x onerror=alert(1)>', '<img src=x onerror=alert(1)>'],
    ['SQL', "Robert'); DROP TABLE votes; --", "Robert'); DROP TABLE votes; --"],
  ])('stores a device name with %s', async (_kind, name, stored) => {
    const deviceId = randomUUID();
    const put = await isolated.app.inject({
      method: 'PUT',
      url: `/api/device/name?deviceId=${deviceId}`,
      payload: { name },
    });
    expect(put.statusCode).toBe(200);
    const get = await isolated.app.inject({ url: `/api/device/name?deviceId=${deviceId}` });
    expect(get.json()).toEqual({ name: stored });
  });

  it('answers 413 problem+json to a body over 16 KiB', async () => {
    const response = await isolated.app.inject({
      method: 'PUT',
      url: `/api/device/name?deviceId=${randomUUID()}`,
      payload: { name: 'x'.repeat(17 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ status: 413, code: 'invalid-request' });
  });
});
