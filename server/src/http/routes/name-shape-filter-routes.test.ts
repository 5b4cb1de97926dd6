import type { Era, NameLength } from '@name-swiper/contract/name-shape';
import { nameItemSchema, unvotedCountSchema } from '@name-swiper/contract/names';
import { tagCountSchema } from '@name-swiper/contract/tags';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogueIndexOf } from '../../catalogue/catalogue-memory';
import { castVote } from '../../domain/votes';
import type { TestApp } from '../../../test/test-app';
import { createTestApp, newDeviceId } from '../../../test/test-app';

let testApp: TestApp;

/** What the filters see of each active name, from the catalogue's traits: the oracle the answers are checked against. */
interface Shape {
  id: string;
  name: string;
  gender: string;
  tags: readonly string[];
  initial: string;
  letters: number;
  peakYear: number;
  rising: boolean;
  /** Its spelling group (decision 93), read from the table: the spellings of one name count once. */
  group: string;
}
let shapes: Shape[];

beforeAll(async () => {
  testApp = await createTestApp();
  const index = await catalogueIndexOf(testApp.database.db);
  const groups = new Map(
    (await testApp.database.db.selectFrom('names').select(['id', 'spelling_group']).execute()).map((row) => [
      row.id,
      row.spelling_group,
    ]),
  );
  shapes = index.items.map((item, ordinal) => ({
    id: item.id,
    name: item.name,
    gender: item.gender,
    tags: item.tags,
    initial: index.traits.initials[ordinal] ?? '',
    letters: index.traits.letters[ordinal] ?? 0,
    peakYear: index.traits.peakYears[ordinal] ?? 0,
    rising: index.traits.rising[ordinal] === 1,
    group: groups.get(item.id) ?? item.id,
  }));
});
afterAll(() => testApp.close());

interface Filter {
  tags?: string[];
  genders?: string[];
  initials?: string[];
  lengths?: NameLength[];
  eras?: Era[];
  unisex?: boolean;
}

function queryOf(deviceId: string, filter: Filter): string {
  const { unisex, ...lists } = filter;
  const parts = Object.entries(lists).flatMap(([key, values]) => values.map((value) => `${key}=${value}`));
  return [`deviceId=${deviceId}`, ...parts, ...(unisex === undefined ? [] : [`unisex=${unisex}`])].join('&');
}

const LENGTH_OF = (letters: number): NameLength =>
  letters <= 4 ? 'short' : letters >= 7 ? 'long' : 'medium';

function inEra(shape: Shape, era: Era): boolean {
  switch (era) {
    case 'classic':
      return shape.peakYear > 0 && shape.peakYear < 1990;
    case 'modern':
      return shape.peakYear >= 1990;
    case 'rising':
      return shape.rising;
  }
}

function keeps(filter: Filter, shape: Shape): boolean {
  const { tags = [], genders = [], initials = [], lengths = [], eras = [], unisex = false } = filter;
  return (
    (tags.length === 0 || tags.some((tag) => shape.tags.includes(tag))) &&
    (genders.length === 0 || genders.includes(shape.gender)) &&
    (initials.length === 0 || initials.includes(shape.initial)) &&
    (lengths.length === 0 || lengths.includes(LENGTH_OF(shape.letters))) &&
    (eras.length === 0 || eras.some((era) => inEra(shape, era))) &&
    (!unisex || shape.gender === 'N')
  );
}

/** The cards the filter keeps: names, a spelling group once, none of whose spellings is in `voted`. */
const expected = (filter: Filter, voted: readonly { id: string }[] = []) => {
  const votedGroups = new Set(voted.map((name) => shapeOf(name.id)?.group));
  return new Set(
    shapes
      .filter((shape) => keeps(filter, shape) && !votedGroups.has(shape.group))
      .map((shape) => shape.group),
  ).size;
};

async function getJson<T>(url: string, schema: z.ZodType<T>): Promise<T> {
  const response = await testApp.app.inject(url);
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json());
}

const deckTotal = async (deviceId: string, filter: Filter) =>
  (await getJson(`/api/names/unvoted/count?${queryOf(deviceId, filter)}`, unvotedCountSchema)).remaining;

const deck = (deviceId: string, filter: Filter) =>
  getJson(`/api/names/unvoted?${queryOf(deviceId, filter)}&limit=200`, z.array(nameItemSchema));

const tagCounts = async (deviceId: string, filter: Filter) =>
  new Map(
    (await getJson(`/api/tags?${queryOf(deviceId, filter)}`, z.array(tagCountSchema))).map((count) => [
      count.tag,
      count.remaining,
    ]),
  );

const shapeOf = (id: string) => shapes.find((shape) => shape.id === id);

describe('first letter, length, era and unisex filters', () => {
  it('sort names into lengths and eras the way a parent would', () => {
    const length = (name: string) => LENGTH_OF(shapes.find((shape) => shape.name === name)?.letters ?? 0);
    expect(['Emma', 'Liam', 'Noor'].map(length)).toEqual(['short', 'short', 'short']);
    expect(['Sofia', 'Julian'].map(length)).toEqual(['medium', 'medium']);
    expect(['Charlotte', 'Alexander'].map(length)).toEqual(['long', 'long']);
    const eras = (name: string) => {
      const shape = shapes.find((candidate) => candidate.name === name);
      return (['classic', 'modern', 'rising'] as const).filter((era) => shape && inEra(shape, era));
    };
    expect(eras('David')).toEqual(['classic']);
    expect(eras('Emma')).toEqual(['modern']);
    expect(eras('Mila')).toEqual(['modern', 'rising']);
  });

  it.each<Filter>([
    { initials: ['e'] },
    { initials: ['q', 'x', 'z'] },
    { lengths: ['short'] },
    { lengths: ['medium', 'long'] },
    { eras: ['classic'] },
    { eras: ['modern'] },
    { eras: ['rising'] },
    { eras: ['classic', 'rising'] },
    { unisex: true },
    { unisex: false },
    { initials: ['l'], lengths: ['short'], eras: ['rising'], genders: ['F'] },
    { tags: ['netherlands'], lengths: ['long'], unisex: true },
    { genders: ['M'], unisex: true },
  ])('the deck total narrows to what %j keeps', async (filter) => {
    const total = await deckTotal(newDeviceId(), filter);
    expect(total).toBe(expected(filter));
    if (Object.keys(filter).some((key) => key !== 'unisex') || filter.unisex === true) {
      expect(total).toBeLessThan(shapes.length);
    }
  });

  it('deals only names that pass every filter, as many as the total says, and both drop a voted name', async () => {
    const deviceId = newDeviceId();
    const filter: Filter = {
      initials: ['n'],
      lengths: ['short'],
      eras: ['modern'],
      genders: ['F', 'N'],
    };
    const names = await deck(deviceId, filter);
    expect(names.length).toBeGreaterThan(10);
    expect(names.length).toBeLessThan(200);
    for (const name of names) {
      const shape = shapeOf(name.id);
      expect(shape && keeps(filter, shape), name.name).toBe(true);
    }
    expect(await deckTotal(deviceId, filter)).toBe(names.length);
    await castVote(testApp.database.db, deviceId, names[0]?.id ?? '', false);
    expect(await deckTotal(deviceId, filter)).toBe(names.length - 1);
    expect((await deck(deviceId, filter)).map((name) => name.id)).not.toContain(names[0]?.id);
  });

  it('deals unisex names only, of an era, among the popular ones first', async () => {
    const names = await deck(newDeviceId(), { unisex: true, eras: ['classic'] });
    expect(names.length).toBeGreaterThan(20);
    expect(names.every((name) => name.gender === 'N' && (shapeOf(name.id)?.peakYear ?? 0) < 1990)).toBe(true);
  });

  it('hold for the learned order too, once the device has voted enough to learn', async () => {
    const deviceId = newDeviceId();
    const voted = (await deck(deviceId, { lengths: ['long'] })).slice(0, 30);
    for (const [at, name] of voted.entries()) {
      await castVote(testApp.database.db, deviceId, name.id, at % 2 === 0);
    }
    const filter: Filter = { lengths: ['long'], eras: ['rising'], initials: ['a', 'e', 'm'] };
    const names = await deck(deviceId, filter);
    expect(names.length).toBeGreaterThan(10);
    expect(names.some((name) => name.because !== undefined)).toBe(true);
    for (const name of names) {
      const shape = shapeOf(name.id);
      expect(shape && keeps(filter, shape), name.name).toBe(true);
    }
    expect(await deckTotal(deviceId, filter)).toBe(expected(filter, voted));
  });

  it('narrow the per-tag counts too', async () => {
    const deviceId = newDeviceId();
    const filter: Filter = { lengths: ['long'], eras: ['classic', 'modern'], genders: ['M'] };
    const counts = await tagCounts(deviceId, filter);
    const everything = await tagCounts(deviceId, {});
    for (const tag of ['english', 'netherlands', 'greek', 'nature']) {
      expect(counts.get(tag), tag).toBe(expected({ ...filter, tags: [tag] }));
      expect(counts.get(tag) ?? 0, tag).toBeLessThan(everything.get(tag) ?? 0);
    }
    expect(counts.size).toBe(everything.size);
    const withTag = await tagCounts(deviceId, { ...filter, tags: ['greek'], initials: ['a'] });
    expect(withTag.get('english')).toBe(expected({ ...filter, tags: ['english'], initials: ['a'] }));
  });

  it.each([
    ['/api/names/unvoted', 'initials=ab', "Query parameter 'initials' must be one letter from a to z."],
    ['/api/names/unvoted/count', 'initials=E', "Query parameter 'initials' must be one letter from a to z."],
    ['/api/tags', 'lengths=tiny', "Query parameter 'lengths' must be one of short, medium, long."],
    [
      '/api/names/unvoted/count',
      'eras=old',
      "Query parameter 'eras' must be one of classic, modern, rising.",
    ],
    ['/api/names/unvoted', 'unisex=yes', "Query parameter 'unisex' must be true or false."],
  ])('%s rejects %s with a 400 problem', async (path, query, detail) => {
    const response = await testApp.app.inject(`${path}?deviceId=${newDeviceId()}&${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 400, detail });
  });
});
