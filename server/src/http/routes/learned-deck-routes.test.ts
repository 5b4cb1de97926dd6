import { nameItemSchema } from '@name-swiper/contract/names';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogueIndexOf } from '../../catalogue/catalogue-memory';
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

/** The 20 most popular names ending in `letter`. */
async function popularEndingIn(letter: string): Promise<{ id: string; name: string }[]> {
  const index = await catalogueIndexOf(testApp.database.db);
  return index.items.filter((item) => item.name.endsWith(letter)).slice(0, 20);
}

/** A device that liked 20 names ending in -a and disliked 20 ending in -o. */
async function likesA(): Promise<{ deviceId: string; liked: string[] }> {
  const deviceId = newDeviceId();
  const liked = await popularEndingIn('a');
  for (const name of liked) {
    await castVote(testApp.database.db, deviceId, name.id, true);
  }
  for (const name of await popularEndingIn('o')) {
    await castVote(testApp.database.db, deviceId, name.id, false);
  }
  return { deviceId, liked: liked.map((name) => name.name) };
}

const endingInA = (names: { name: string }[]) => names.filter((item) => item.name.endsWith('a')).length;

describe('GET /api/names/unvoted, learned order (decision 64)', () => {
  it('after 20 likes of -a names and 20 dislikes of -o names deals more -a names than popularity order', async () => {
    const { deviceId } = await likesA();
    const learned = await unvoted(`deviceId=${deviceId}&limit=30`);
    const popular = await unvoted(`deviceId=${deviceId}&limit=30&learn=false`);
    expect(endingInA(learned)).toBeGreaterThan(endingInA(popular));
    expect(learned).toHaveLength(30);
  });

  it('says which of its own likes a learned card resembles', async () => {
    const { deviceId, liked } = await likesA();
    const cards = await unvoted(`deviceId=${deviceId}&limit=30`);
    const explained = cards.filter((card) => card.because !== undefined);
    expect(explained.length).toBeGreaterThan(10);
    for (const card of explained) {
      expect(card.because?.length).toBeGreaterThan(0);
      card.because?.forEach((name) => expect(liked).toContain(name));
    }
  });

  it("with learn=false deals plain popularity order: the device's shuffle without the voted names", async () => {
    const deviceId = newDeviceId();
    const before = await unvoted(`deviceId=${deviceId}&limit=200`);
    const voted = new Set<string>();
    for (const [at, name] of before.slice(0, 40).entries()) {
      await castVote(testApp.database.db, deviceId, name.id, at % 2 === 0);
      voted.add(name.id);
    }
    const plain = await unvoted(`deviceId=${deviceId}&limit=30&learn=false`);
    expect(plain.map((item) => item.id)).toEqual(
      before
        .filter((item) => !voted.has(item.id))
        .slice(0, 30)
        .map((item) => item.id),
    );
    expect(plain.every((item) => item.because === undefined)).toBe(true);
  });

  it('deals popularity order before the first 20 votes', async () => {
    const deviceId = newDeviceId();
    const before = await unvoted(`deviceId=${deviceId}&limit=60`);
    for (const name of before.slice(0, 19)) {
      await castVote(testApp.database.db, deviceId, name.id, true);
    }
    const after = await unvoted(`deviceId=${deviceId}&limit=30`);
    expect(after.map((item) => item.id)).toEqual(before.slice(19, 49).map((item) => item.id));
  });

  it('answers 400 with a problem for a learn that is neither true nor false', async () => {
    const response = await testApp.app.inject(`/api/names/unvoted?deviceId=${newDeviceId()}&learn=maybe`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().detail).toContain('learn');
  });
});
