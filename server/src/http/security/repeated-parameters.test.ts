import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { FILTER_TAGS_MAX, GENDERS } from '@name-swiper/contract/constants';
import { ERAS, INITIALS, NAME_LENGTHS } from '@name-swiper/contract/name-shape';
import { problemSchema } from '@name-swiper/contract/problem';
import { catalogueIndexOf } from '../../catalogue/catalogue-memory';
import type { ListeningApp } from '../../../test/listening-app';
import { startListeningApp } from '../../../test/listening-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let server: ListeningApp;
let catalogueTags: string[];
beforeAll(async () => {
  server = await startListeningApp();
  const index = await catalogueIndexOf(server.database.db);
  catalogueTags = [...new Set(index.items.flatMap((item) => item.tags))].sort();
});
afterAll(() => server.close());

/** The web app's deck filters by default (use-deck.ts, as bench/rest-load.ts sends them). */
const CLIENT_QUERY = 'tags=english&genders=M&genders=F&genders=N&tagMatch=any';

/** Every endpoint that takes the deck's repeatable filters. */
const FILTERED_ENDPOINTS = ['/api/names/unvoted', '/api/names/unvoted/count', '/api/tags'];

const repeated = (key: string, values: readonly string[]) =>
  values.map((value) => `&${key}=${encodeURIComponent(value)}`).join('');

async function get(path: string, query: string): Promise<Response> {
  return fetch(`${server.baseUrl}${path}?deviceId=${randomUUID()}${query}`);
}

async function timedMs(request: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await request();
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  return performance.now() - started;
}

const median = (durations: number[]) =>
  durations.sort((a, b) => a - b)[Math.floor(durations.length / 2)] ?? 0;

/** Times two requests in turns, so that whatever else the machine does weighs on both alike; medians of each. */
async function alternatingMedians(
  rounds: number,
  first: () => Promise<Response>,
  second: () => Promise<Response>,
): Promise<[number, number]> {
  const firsts: number[] = [];
  const seconds: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    firsts.push(await timedMs(first));
    seconds.push(await timedMs(second));
  }
  return [median(firsts), median(seconds)];
}

describe('repeatable filter parameters are bounded (issue 30 §5)', () => {
  it.each(FILTERED_ENDPOINTS)(
    '%s refuses a value given twice and more values than there are',
    async (path) => {
      for (const [query, field] of [
        [repeated('eras', Array<string>(1_300).fill('modern')), 'eras'],
        [repeated('eras', ['modern', 'modern']), 'eras'],
        [repeated('genders', ['F', 'F']), 'genders'],
        [repeated('initials', ['a', 'b', 'a']), 'initials'],
        [repeated('lengths', ['short', 'short']), 'lengths'],
        [repeated('tags', ['english', 'english']), 'tags'],
        [
          repeated(
            'tags',
            Array.from({ length: FILTER_TAGS_MAX + 1 }, (_, n) => `tag-${'x'.repeat(n % 30)}${n}`),
          ),
          'tags',
        ],
      ] as const) {
        const response = await get(path, query);
        expect(response.status, `${path} ${field}`).toBe(400);
        expect(response.headers.get('content-type')).toContain('application/problem+json');
        const problem = problemSchema.parse(await response.json());
        expect(problem).toMatchObject({ status: 400, code: 'invalid-request' });
        expect(problem.detail).toContain(field);
      }
    },
  );

  it.each(FILTERED_ENDPOINTS)(
    "%s answers the worst query it allows within a few times the web app's own deck request",
    async (path) => {
      const limit = path === '/api/names/unvoted' ? '&limit=200' : '';
      const worst = [
        repeated('tags', catalogueTags),
        repeated('genders', GENDERS),
        repeated('initials', INITIALS),
        repeated('lengths', NAME_LENGTHS),
        repeated('eras', ERAS),
        limit,
      ].join('');
      expect(catalogueTags.length).toBeLessThanOrEqual(FILTER_TAGS_MAX);
      // The request limits are set for what the web app asks (its deck of 60 with the default filters), so the
      // worst allowed query must cost about as much. Both measured in the same run, warmed first: before the
      // bound, one era repeated 1,300 times took about 540 ms.
      const deck = () => get('/api/names/unvoted', `&${CLIENT_QUERY}&limit=60`);
      await alternatingMedians(3, deck, () => get(path, worst));
      const [reference, worstAllowed] = await alternatingMedians(15, deck, () => get(path, worst));
      expect(worstAllowed).toBeLessThan(reference * 5);
    },
  );
});
