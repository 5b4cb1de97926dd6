import type { Gender } from '@name-swiper/contract/constants';
import { DEFAULT_TAGS_BY_LANGUAGE } from '@name-swiper/contract/constants';
import type { TagMatch } from '@name-swiper/contract/names';
import { nameItemSchema, unvotedCountSchema } from '@name-swiper/contract/names';
import { tagCountSchema } from '@name-swiper/contract/tags';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { castVote } from '../../domain/votes';
import type { TestApp } from '../../../test/test-app';
import { createTestApp, newDeviceId } from '../../../test/test-app';

let testApp: TestApp;
/** The active catalogue read straight from the tables: the oracle the counts are checked against. */
let catalogue: { id: string; gender: Gender; tags: Set<string>; spelling_group: string }[];

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  const names = await db
    .selectFrom('names')
    .select(['id', 'gender', 'spelling_group'])
    .where('active', '=', 1)
    .execute();
  const tags = await db.selectFrom('name_tags').select(['name_id', 'tag']).execute();
  const tagsOf = new Map(names.map((name) => [name.id, new Set<string>()]));
  for (const { name_id, tag } of tags) {
    tagsOf.get(name_id)?.add(tag);
  }
  catalogue = names.map((name) => ({ ...name, tags: tagsOf.get(name.id) ?? new Set() }));
});
afterAll(() => testApp.close());

interface Filter {
  tags?: string[];
  genders?: Gender[];
  tagMatch?: TagMatch;
}

function queryOf(deviceId: string, { tags = [], genders = [], tagMatch }: Filter): string {
  const parts = [`deviceId=${deviceId}`, ...tags.map((tag) => `tags=${tag}`)];
  parts.push(...genders.map((gender) => `genders=${gender}`));
  return [...parts, ...(tagMatch ? [`tagMatch=${tagMatch}`] : [])].join('&');
}

async function getJson<T>(url: string, schema: z.ZodType<T>): Promise<T> {
  const response = await testApp.app.inject(url);
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json());
}

const tagCounts = async (deviceId: string, filter: Filter) =>
  new Map(
    (await getJson(`/api/tags?${queryOf(deviceId, filter)}`, z.array(tagCountSchema))).map((count) => [
      count.tag,
      count.remaining,
    ]),
  );

const deckTotal = async (deviceId: string, filter: Filter) =>
  (await getJson(`/api/names/unvoted/count?${queryOf(deviceId, filter)}`, unvotedCountSchema)).remaining;

/** What the filter keeps, counted in memory: the spellings of one name (decision 93) count once. */
function expected({ tags = [], genders = [], tagMatch = 'any' }: Filter): number {
  const kept = catalogue.filter(
    (name) =>
      (genders.length === 0 || genders.includes(name.gender)) &&
      (tags.length === 0 ||
        (tagMatch === 'all'
          ? tags.every((tag) => name.tags.has(tag))
          : tags.some((tag) => name.tags.has(tag)))),
  );
  return new Set(kept.map((name) => name.spelling_group)).size;
}

describe('GET /api/tags with filters', () => {
  it('counts only names of the selected genders', async () => {
    const deviceId = newDeviceId();
    const boys = await tagCounts(deviceId, { genders: ['M'] });
    const girlsAndNeutral = await tagCounts(deviceId, { genders: ['F', 'N'] });
    const everyone = await tagCounts(deviceId, {});
    for (const tag of ['nature', 'greek', 'netherlands']) {
      expect(boys.get(tag)).toBe(expected({ tags: [tag], genders: ['M'] }));
      expect((boys.get(tag) ?? 0) + (girlsAndNeutral.get(tag) ?? 0)).toBe(everyone.get(tag));
    }
    expect(boys.get('nature')).toBeLessThan(everyone.get('nature') ?? 0);
  });

  it('with tagMatch=all counts the names that carry the tag and every selected one; none drops out', async () => {
    const deviceId = newDeviceId();
    const filter: Filter = { tags: ['greek', 'nature'], genders: ['F'], tagMatch: 'all' };
    const counts = await tagCounts(deviceId, filter);
    const both = expected(filter);
    expect(counts.get('greek')).toBe(both);
    expect(counts.get('nature')).toBe(both);
    expect(counts.get('english')).toBe(expected({ ...filter, tags: ['greek', 'nature', 'english'] }));
    expect(counts.size).toBe((await tagCounts(deviceId, {})).size);
    expect([...counts.values()]).toContain(0);
  });

  it('with tagMatch=any a tag count ignores the other selected tags', async () => {
    const deviceId = newDeviceId();
    const counts = await tagCounts(deviceId, { tags: ['greek', 'nature'], genders: ['N'] });
    expect(counts.get('english')).toBe(expected({ tags: ['english'], genders: ['N'] }));
  });
});

describe('GET /api/names/unvoted/count', () => {
  it.each<Filter>([
    {},
    { tags: ['english'] },
    { tags: ['greek', 'nature'] },
    { tags: ['greek', 'nature'], tagMatch: 'all' },
    { tags: ['netherlands', 'english'], genders: ['F', 'N'], tagMatch: 'all' },
    { genders: ['M'] },
  ])('counts what the deck deals for %j', async (filter) => {
    expect(await deckTotal(newDeviceId(), filter)).toBe(expected(filter));
  });

  it("deals a Dutch phone's default filters (the Netherlands and Flanders) at least 1,000 names", async () => {
    const dutchDefault = { tags: [...DEFAULT_TAGS_BY_LANGUAGE.nl] };
    expect(dutchDefault.tags).toEqual(['netherlands', 'flanders']);
    expect(await deckTotal(newDeviceId(), dutchDefault)).toBeGreaterThanOrEqual(1_000);
    expect(await deckTotal(newDeviceId(), { tags: ['netherlands'] })).toBeLessThan(1_000);
  });

  it('matches the names /names/unvoted deals, and both drop a name once it is voted on', async () => {
    const deviceId = newDeviceId();
    const filter: Filter = { tags: ['english', 'nature'], tagMatch: 'all' };
    const response = await testApp.app.inject(`/api/names/unvoted?${queryOf(deviceId, filter)}&limit=200`);
    const names = z.array(nameItemSchema).parse(response.json());
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.tags.includes('english') && name.tags.includes('nature'))).toBe(true);
    expect(await deckTotal(deviceId, filter)).toBe(names.length);
    const [first] = names;
    await castVote(testApp.database.db, deviceId, first?.id ?? '', true);
    expect(await deckTotal(deviceId, filter)).toBe(names.length - 1);
    expect((await tagCounts(deviceId, filter)).get('nature')).toBe(names.length - 1);
  });

  it.each([
    ['/api/names/unvoted/count', 'tagMatch=some', "Query parameter 'tagMatch' must be one of any, all."],
    ['/api/names/unvoted', 'tagMatch=some', "Query parameter 'tagMatch' must be one of any, all."],
    ['/api/tags', 'tagMatch=some', "Query parameter 'tagMatch' must be one of any, all."],
    ['/api/tags', 'genders=X', "Query parameter 'genders' must be one of M, F, N."],
    ['/api/names/unvoted/count', 'tags=klingon', 'Unknown tag: klingon.'],
  ])('%s rejects %s with a 400 problem', async (path, query, detail) => {
    const response = await testApp.app.inject(`${path}?deviceId=${newDeviceId()}&${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, detail });
  });
});
