import { NAMESAKES_MAX, NAMESAKES_PAGE } from '@name-swiper/contract/constants';
import type { Namesake } from '@name-swiper/contract/namesakes';
import { namesakesSchema } from '@name-swiper/contract/namesakes';
import { nameDetailSchema } from '@name-swiper/contract/names';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { createTestApp } from '../../../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function namesakes(query: string) {
  const response = await testApp.app.inject(`/api/namesakes?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return namesakesSchema.parse(response.json());
}

const found = (list: readonly Namesake[], name: string) => list.find((namesake) => namesake.name === name);
const steps = (namesake: Namesake | undefined) =>
  namesake?.path.map((step) => `${step.relation} ${step.name}`);

describe('GET /api/namesakes on the catalogue', () => {
  it("finds Johanna's boy's forms Johannes and Johann, Jan through John, and Hanna through Johannes and Hannes", async () => {
    const johanna = await namesakes(`name=${encodeURIComponent(' johanna ')}&limit=60`);
    expect(johanna.self).toMatchObject({ id: 'johanna', name: 'Johanna', gender: 'F' });
    expect(johanna.name).toBe('Johanna');
    const list = johanna.namesakes;
    expect(steps(found(list, 'Johannes'))).toEqual(['other-gender Johannes']);
    expect(steps(found(list, 'Johann'))).toEqual(['other-gender Johann']);
    expect(steps(found(list, 'Janne'))).toEqual(['variant Janne']);
    expect(steps(found(list, 'Jane'))).toEqual(['equivalent Jane']);
    expect(steps(found(list, 'Jo'))).toEqual(['nickname Jo']);
    expect(steps(found(list, 'Hanna'))).toEqual([
      'other-gender Johannes',
      'variant Hannes',
      'other-gender Hanna',
    ]);
    expect(found(list, 'Jan')?.path.map((step) => step.relation)).toEqual([
      'other-gender',
      'equivalent',
      'equivalent',
    ]);
    // Nearest first: every one-step relative comes before every longer path.
    const depths = list.map((namesake) => namesake.path.length);
    expect(depths).toEqual([...depths].sort((a, b) => a - b));
    expect(list.some((namesake) => namesake.name === 'Johanna')).toBe(false);
  });

  it('finds Wilma as a nickname of Wilhelmina, and Wilhelmina as the full name of Wilma', async () => {
    const wilhelmina = await namesakes('name=Wilhelmina');
    expect(steps(found(wilhelmina.namesakes, 'Wilma'))).toEqual(['nickname Wilma']);
    expect(steps(found(wilhelmina.namesakes, 'Wilhelm'))).toEqual(['other-gender Wilhelm']);
    const wilma = await namesakes('name=Wilma');
    expect(steps(found(wilma.namesakes, 'Wilhelmina'))).toEqual(['full-name Wilhelmina']);
    expect(steps(found(wilma.namesakes, 'Mina'))).toEqual(['full-name Wilhelmina', 'nickname Mina']);
  });

  it('gives each name the "1 in N" of the first of the parent\'s places that has one', async () => {
    const dutch = await namesakes('name=Johanna&language=nl&limit=60');
    const johannes = found(dutch.namesakes, 'Johannes');
    const detail = nameDetailSchema
      .parse((await testApp.app.inject('/api/names/Johannes')).json())
      .countries.find((stats) => stats.country === johannes?.oneIn?.place);
    expect(johannes?.oneIn?.place).toBe('nl');
    expect(johannes?.oneIn).toEqual({
      place: 'nl',
      n: detail?.oneIn?.n,
      ...(detail?.oneIn?.atLeast ? { atLeast: true } : {}),
    });
    const flemish = await namesakes('name=Noor&tags=flanders&language=en');
    expect(flemish.self?.oneIn).toEqual({ place: 'be-vlg', n: 110, atLeast: true });
    const nowhere = await namesakes('name=Noor');
    expect(nowhere.self?.oneIn).toBeUndefined();
  });

  it('pages through at most NAMESAKES_MAX relatives, nearest first', async () => {
    const whole = await namesakes('name=John&limit=60');
    expect(whole.total).toBeGreaterThan(NAMESAKES_PAGE);
    expect(whole.total).toBeLessThanOrEqual(NAMESAKES_MAX);
    const first = await namesakes('name=John');
    const second = await namesakes(`name=John&offset=${NAMESAKES_PAGE}`);
    expect(first.namesakes).toHaveLength(NAMESAKES_PAGE);
    expect([...first.namesakes, ...second.namesakes].map((namesake) => namesake.name)).toEqual(
      whole.namesakes
        .slice(0, first.namesakes.length + second.namesakes.length)
        .map((namesake) => namesake.name),
    );
    const past = await namesakes(`name=John&offset=${NAMESAKES_MAX}`);
    expect(past.namesakes).toEqual([]);
  });

  it('says so when the catalogue knows no relative, or not the name itself', async () => {
    const alone = await namesakes('name=Zyxandra');
    expect(alone).toEqual({ name: 'Zyxandra', namesakes: [], total: 0 });
    const noRelative = await namesakes('name=Noor');
    expect(noRelative.self?.name).toBe('Noor');
    expect(noRelative).toMatchObject({ namesakes: [], total: 0 });
  });

  it.each([
    ['an empty name', 'name=%20%20', "'name' must not be empty", 'invalid-request'],
    ['an invisible character', 'name=Jo%E2%80%8Bhanna', 'U+200B', 'invalid-characters'],
    ['a name too long', `name=${'a'.repeat(41)}`, 'at most 40', 'invalid-request'],
    ['a page too large', 'name=John&limit=61', 'limit', 'invalid-request'],
    ['an unknown language', 'name=John&language=de', 'language', 'invalid-request'],
  ])('refuses %s with a 400 problem', async (_, query, detail, code) => {
    const response = await testApp.app.inject(`/api/namesakes?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ code, detail: expect.stringContaining(detail) });
  });
});
