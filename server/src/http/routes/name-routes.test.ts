import { nameDetailSchema, nameItemSchema } from '@name-swiper/contract/names';
import { tagCountSchema } from '@name-swiper/contract/tags';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { castVote } from '../../domain/votes';
import type { TestApp } from '../../../test/test-app';
import { createTestApp, newDeviceId } from '../../../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function unvoted(query: string) {
  const response = await testApp.app.inject(`/api/names/unvoted?${query}`);
  expect(response.statusCode).toBe(200);
  return z.array(nameItemSchema).parse(response.json());
}

describe('GET /api/names/unvoted', () => {
  it('answers 50 distinct name items by default', async () => {
    const names = await unvoted(`deviceId=${newDeviceId()}`);
    expect(names).toHaveLength(50);
    expect(new Set(names.map((n) => n.id)).size).toBe(50);
  });

  it('keeps only names with a selected tag, real Greek names for tags=greek', async () => {
    const names = await unvoted(`deviceId=${newDeviceId()}&tags=greek&limit=200`);
    expect(names.length).toBeGreaterThan(50);
    expect(names.every((n) => n.tags.includes('greek'))).toBe(true);
    const spellings = names.map((n) => n.name);
    expect(
      spellings.some((name) =>
        ['Georgios', 'Dimitrios', 'Eleni', 'Nikolaos', 'Konstantinos', 'Ioannis'].includes(name),
      ),
    ).toBe(true);
  });

  it('matches any of several repeated tags', async () => {
    const names = await unvoted(`deviceId=${newDeviceId()}&tags=greek&tags=nature&limit=200`);
    expect(names.every((n) => n.tags.includes('greek') || n.tags.includes('nature'))).toBe(true);
    expect(names.some((n) => n.tags.includes('nature'))).toBe(true);
    expect(names.some((n) => n.tags.includes('greek'))).toBe(true);
  });

  it('filters by gender', async () => {
    const girls = await unvoted(`deviceId=${newDeviceId()}&genders=F&limit=100`);
    expect(girls.every((n) => n.gender === 'F')).toBe(true);
    const others = await unvoted(`deviceId=${newDeviceId()}&genders=M&genders=N&limit=100`);
    expect(others.every((n) => n.gender === 'M' || n.gender === 'N')).toBe(true);
    expect(new Set(others.map((n) => n.gender))).toEqual(new Set(['M', 'N']));
  });

  it('honours the limit', async () => {
    expect(await unvoted(`deviceId=${newDeviceId()}&limit=7`)).toHaveLength(7);
  });

  it('gives each device its own stable order', async () => {
    const deviceId = newDeviceId();
    const first = await unvoted(`deviceId=${deviceId}&limit=30`);
    const again = await unvoted(`deviceId=${deviceId}&limit=30`);
    const other = await unvoted(`deviceId=${newDeviceId()}&limit=30`);
    expect(again.map((n) => n.id)).toEqual(first.map((n) => n.id));
    expect(other.map((n) => n.id)).not.toEqual(first.map((n) => n.id));
  });

  it('leaves out names the device voted on', async () => {
    const deviceId = newDeviceId();
    const [liked, disliked, next] = await unvoted(`deviceId=${deviceId}&limit=3`);
    if (!liked || !disliked || !next) {
      throw new Error('expected three names');
    }
    await castVote(testApp.database.db, deviceId, liked.id, true);
    await castVote(testApp.database.db, deviceId, disliked.id, false);
    const after = await unvoted(`deviceId=${deviceId}&limit=50`);
    expect(after.map((n) => n.id)).not.toContain(liked.id);
    expect(after.map((n) => n.id)).not.toContain(disliked.id);
    expect(after[0]?.id).toBe(next.id);
  });

  it.each([
    ['tags=klingon', 'Unknown tag: klingon.'],
    ['tags=Greek', "Query parameter 'tags' must be a lower-case tag such as english."],
    ['genders=X', "Query parameter 'genders' must be one of M, F, N."],
    ['limit=0', "Query parameter 'limit' must be at least 1."],
    ['limit=201', "Query parameter 'limit' must be at most 200."],
    ['limit=ten', "Query parameter 'limit' must be a number."],
    ['limit=2.5', "Query parameter 'limit' must be a whole number."],
  ])('rejects %s with a 400 problem', async (query, detail) => {
    const response = await testApp.app.inject(`/api/names/unvoted?deviceId=${newDeviceId()}&${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 400, detail });
  });
});

describe('GET /api/names/{name}', () => {
  it('finds a name case-insensitively with its details and popularity series', async () => {
    for (const spelling of ['Emma', 'emma', 'EMMA']) {
      const response = await testApp.app.inject(`/api/names/${spelling}`);
      expect(response.statusCode).toBe(200);
      const detail = nameDetailSchema.parse(response.json());
      expect(detail).toMatchObject({ id: 'emma', name: 'Emma', gender: 'F' });
      expect(detail.popularIn).toContain('nl');
      expect(detail.popularity.map((series) => series.country)).toEqual(expect.arrayContaining(['nl', 'fr']));
    }
  });

  it("carries Noah's pronunciations from the catalogue, each with two syllables", async () => {
    const noah = nameDetailSchema.parse((await testApp.app.inject('/api/names/Noah')).json());
    expect(noah.pronunciations).toEqual([
      { language: 'en-GB', ipa: 'n ə ʊ ə', syllables: 2 },
      { language: 'en-US', ipa: 'n o ʊ ə', syllables: 2 },
    ]);
  });

  it("gives the new places of issue 32: Noor with Flanders' 2025 figure, Isla with Scotland's series ending 2020", async () => {
    const noor = nameDetailSchema.parse((await testApp.app.inject('/api/names/Noor')).json());
    expect(noor.popularIn.slice(0, 2)).toEqual(['be-vlg', 'be']);
    expect(noor.countries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ country: 'be-vlg', latestYear: 2025, latestRank: 9 }),
      ]),
    );
    const flemishGirls = noor.popularity.find((series) => series.country === 'be-vlg' && series.sex === 'F');
    expect(flemishGirls?.counts[2025 - (flemishGirls?.firstYear ?? 0)]).toBeGreaterThan(0);
    const isla = nameDetailSchema.parse((await testApp.app.inject('/api/names/Isla')).json());
    expect(isla.countries).toEqual(
      expect.arrayContaining([expect.objectContaining({ country: 'sct', latestYear: 2020, latestRank: 1 })]),
    );
    expect(isla.countries.find((row) => row.country === 'sct')?.trend).toBeUndefined();
    const manaia = nameDetailSchema.parse((await testApp.app.inject('/api/names/Manaia')).json());
    expect(manaia).toMatchObject({ gender: 'N', popularIn: ['nz'] });
  });

  it('gives the examples of issue 18: Andrea per country, Italy 2009 as a gap, Zoe with its variants', async () => {
    const andrea = nameDetailSchema.parse((await testApp.app.inject('/api/names/Andrea')).json());
    expect(andrea.gender).toBe('N');
    expect(andrea.countries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ country: 'it', gender: 'M' }),
        expect.objectContaining({ country: 'us', gender: 'F' }),
      ]),
    );
    const italianBoys = andrea.popularity.find((series) => series.country === 'it' && series.sex === 'M');
    expect(italianBoys?.counts[2009 - (italianBoys?.firstYear ?? 0)]).toBeNull();
    const zoe = nameDetailSchema.parse((await testApp.app.inject('/api/names/Zoe')).json());
    expect(zoe.variants).toEqual(expect.arrayContaining(['Zoé', 'Zoë']));
  });

  it('decodes URL-encoded names with accents', async () => {
    const response = await testApp.app.inject(`/api/names/${encodeURIComponent('Léo')}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Léo', gender: 'M' });
  });

  it('answers 404 with a problem for an unknown name', async () => {
    const response = await testApp.app.inject('/api/names/Xqzzyt');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({
      status: 404,
      code: 'name-not-found',
      detail: 'No name "Xqzzyt" in the catalogue.',
    });
  });
});

describe('GET /api/tags', () => {
  it('counts the unvoted names of every tag, the spec tags among them', async () => {
    const deviceId = newDeviceId();
    const response = await testApp.app.inject(`/api/tags?deviceId=${deviceId}`);
    expect(response.statusCode).toBe(200);
    const counts = z.array(tagCountSchema).parse(response.json());
    for (const tag of ['netherlands', 'english', 'greek', 'spanish', 'nature']) {
      expect(counts.find((count) => count.tag === tag)?.remaining).toBeGreaterThan(30);
    }
  });

  it('lowers a tag count when the device votes on one of its names', async () => {
    const deviceId = newDeviceId();
    const remaining = async () => {
      const response = await testApp.app.inject(`/api/tags?deviceId=${deviceId}`);
      return (
        z
          .array(tagCountSchema)
          .parse(response.json())
          .find((count) => count.tag === 'greek')?.remaining ?? -1
      );
    };
    const before = await remaining();
    const [greek] = await unvoted(`deviceId=${deviceId}&tags=greek&limit=1`);
    await castVote(testApp.database.db, deviceId, greek?.id ?? '', false);
    expect(await remaining()).toBe(before - 1);
  });
});

describe('the "1 in N" line of deck cards (decision 99)', () => {
  async function detailOf(name: string) {
    const response = await testApp.app.inject(`/api/names/${encodeURIComponent(name)}`);
    return nameDetailSchema.parse(response.json());
  }

  it("is the figure of the first of the parent's places that has one: the filters' places, then the language's", async () => {
    const cards = await unvoted(`deviceId=${newDeviceId()}&tags=flanders&language=en&limit=12&learn=false`);
    const places = ['be-vlg', 'us', 'ew', 'ie'] as const;
    for (const card of cards) {
      const countries = (await detailOf(card.name)).countries;
      const first = places
        .map((place) => countries.find((stats) => stats.country === place && stats.oneIn !== undefined))
        .find((stats) => stats !== undefined);
      expect(card.oneIn, card.name).toEqual(
        first?.oneIn === undefined
          ? undefined
          : { place: first.country, n: first.oneIn.n, ...(first.oneIn.atLeast ? { atLeast: true } : {}) },
      );
    }
    expect(cards.filter((card) => card.oneIn?.place === 'be-vlg').length).toBeGreaterThan(6);
  });

  it('is left off where the parent has no places, and costs a card a few dozen bytes', async () => {
    const deviceId = newDeviceId();
    const plain = await testApp.app.inject(`/api/names/unvoted?deviceId=${deviceId}&tags=nature&learn=false`);
    expect(
      z
        .array(nameItemSchema)
        .parse(plain.json())
        .some((card) => card.oneIn !== undefined),
    ).toBe(false);
    const lined = await testApp.app.inject(
      `/api/names/unvoted?deviceId=${deviceId}&tags=nature&language=nl&learn=false`,
    );
    const cards = z.array(nameItemSchema).parse(lined.json());
    expect(cards.map((card) => card.id)).toEqual(
      z
        .array(nameItemSchema)
        .parse(plain.json())
        .map((card) => card.id),
    );
    expect(cards.filter((card) => card.oneIn !== undefined).length).toBeGreaterThan(cards.length / 2);
    const extra = (lined.body.length - plain.body.length) / cards.length;
    expect(extra).toBeLessThan(40);
  });
});
