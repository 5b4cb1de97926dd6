import { decideStateSchema } from '@name-swiper/contract/decide';
import { matchesToCelebrateSchema } from '@name-swiper/contract/matches';
import type { NameItem } from '@name-swiper/contract/names';
import { nameDetailSchema, nameItemSchema, unvotedCountSchema } from '@name-swiper/contract/names';
import { tagCountSchema } from '@name-swiper/contract/tags';
import { voteSchema, voteStatsSchema } from '@name-swiper/contract/votes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addFamilyName } from '../../domain/family-names';
import { acceptInvite, createInvite } from '../../domain/invites';
import { castVote } from '../../domain/votes';
import type { TestApp } from '../../../test/test-app';
import { createTestApp, newDeviceId } from '../../../test/test-app';

/** Issue 34, part 1 (decisions 93 and 94): Zoe, Zoé and Zoë are one name, on the real catalogue. */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function getJson<T>(url: string, schema: z.ZodType<T>): Promise<T> {
  const response = await testApp.app.inject(url);
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json());
}

const deck = (deviceId: string, query: string) =>
  getJson(`/api/names/unvoted?deviceId=${deviceId}&limit=200&${query}`, z.array(nameItemSchema));

const deckTotal = async (deviceId: string, query: string) =>
  (await getJson(`/api/names/unvoted/count?deviceId=${deviceId}&${query}`, unvotedCountSchema)).remaining;

const tagCount = async (deviceId: string, query: string, tag: string) =>
  (await getJson(`/api/tags?deviceId=${deviceId}&${query}`, z.array(tagCountSchema))).find(
    (count) => count.tag === tag,
  )?.remaining;

const zoeCard = (cards: NameItem[]) =>
  cards.filter((card) =>
    ['zoe', 'zoé', 'zoë'].some((id) => card.id === id || card.spellings?.some((s) => s.id === id)),
  );

const spellingsOf = (card: NameItem | undefined) => card?.spellings?.map((spelling) => spelling.name);

describe('a spelling group is one card', () => {
  it('shows Zoe where the parent is in the US, with Zoé and Zoë on the card', async () => {
    const cards = zoeCard(await deck(newDeviceId(), 'tags=english&initials=z'));
    expect(cards.map((card) => card.name)).toEqual(['Zoe']);
    expect(spellingsOf(cards[0])).toEqual(['Zoé', 'Zoë']);
    expect(cards[0]?.spellings?.[0]?.popularIn).toContain('fr');
  });

  it('shows Zoé where the parent is in France, and Zoë to a Dutch parent without place filters', async () => {
    const french = zoeCard(await deck(newDeviceId(), 'tags=french&initials=z'));
    expect(french.map((card) => card.name)).toEqual(['Zoé']);
    expect(spellingsOf(french[0])).toEqual(['Zoe', 'Zoë']);
    const dutch = zoeCard(await deck(newDeviceId(), 'initials=z&language=nl'));
    expect(dutch.map((card) => card.name)).toEqual(['Zoë']);
    const english = zoeCard(await deck(newDeviceId(), 'initials=z&language=en'));
    expect(english.map((card) => card.name)).toEqual(['Zoe']);
  });

  it('deals no two cards of one group, and counts what it deals', async () => {
    const deviceId = newDeviceId();
    const query = 'initials=z&lengths=short';
    const cards = await deck(deviceId, query);
    expect(cards.length).toBeLessThan(200);
    expect(zoeCard(cards)).toHaveLength(1);
    const ids = cards.flatMap((card) => [card.id, ...(card.spellings ?? []).map((spelling) => spelling.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(await deckTotal(deviceId, query)).toBe(cards.length);
    expect(await tagCount(deviceId, query, 'english')).toBe(
      cards.filter((card) => [card, ...(card.spellings ?? [])].some((s) => s.tags.includes('english')))
        .length,
    );
  });

  it('takes a vote on one spelling as the vote on the card, and counts the group once fewer', async () => {
    const deviceId = newDeviceId();
    const before = await deckTotal(deviceId, 'initials=z');
    const tagsBefore = await tagCount(deviceId, 'initials=z', 'french');
    await castVote(testApp.database.db, deviceId, 'zoé', true);
    expect(zoeCard(await deck(deviceId, 'initials=z'))).toEqual([]);
    expect(await deckTotal(deviceId, 'initials=z')).toBe(before - 1);
    expect(await tagCount(deviceId, 'initials=z', 'french')).toBe((tagsBefore ?? 0) - 1);
    // Without filters the counts come from the catalogue's totals less the votes: the group goes once.
    const all = await deckTotal(newDeviceId(), '');
    expect(await deckTotal(deviceId, '')).toBe(all - 1);
  });

  it('answers the detail of every spelling, each with the others', async () => {
    for (const [name, others] of [
      ['Zoe', ['Zoé', 'Zoë']],
      ['Zoé', ['Zoe', 'Zoë']],
      ['zoë', ['Zoe', 'Zoé']],
    ] as const) {
      const detail = await getJson(`/api/names/${encodeURIComponent(name)}`, nameDetailSchema);
      expect(detail.name.toLowerCase()).toBe(name.toLowerCase());
      expect(spellingsOf(detail)).toEqual(others);
    }
    expect((await getJson('/api/names/Emma', nameDetailSchema)).spellings).toBeUndefined();
  });
});

describe('partners who like two spellings of one name', () => {
  async function couple() {
    const db = testApp.database.db;
    const anna = newDeviceId();
    const bram = newDeviceId();
    await acceptInvite(db, bram, await createInvite(db, anna));
    await castVote(db, anna, 'zoe', true);
    const result = await castVote(db, bram, 'zoë', true);
    return { anna, bram, result };
  }

  it('have a match on the name, listed once each with both spellings, and counted once', async () => {
    const { anna, bram, result } = await couple();
    expect(result.match).toMatchObject({ name: 'Zoe / Zoë', matchId: 'zoe', spellings: ['Zoe', 'Zoë'] });
    const annas = await getJson(`/api/votes/matches?deviceId=${anna}`, z.array(voteSchema));
    expect(annas).toMatchObject([{ nameId: 'zoe', name: 'Zoe', spellings: ['Zoe', 'Zoë'] }]);
    expect(annas[0]?.matchedAt).toBeDefined();
    const brams = await getJson(`/api/votes/matches?deviceId=${bram}`, z.array(voteSchema));
    expect(brams).toMatchObject([{ nameId: 'zoë', name: 'Zoë', spellings: ['Zoe', 'Zoë'] }]);
    await castVote(testApp.database.db, anna, 'zoé', true);
    expect(await getJson(`/api/votes/stats?deviceId=${anna}`, voteStatsSchema)).toMatchObject({ matches: 1 });
    const celebrate = await getJson(`/api/matches/to-celebrate?deviceId=${bram}`, matchesToCelebrateSchema);
    expect(celebrate.matches).toEqual([
      { nameId: 'zoe', name: 'Zoe / Zoé / Zoë', spellings: ['Zoe', 'Zoé', 'Zoë'] },
    ]);
    const decide = await getJson(`/api/decide?deviceId=${anna}`, decideStateSchema);
    expect(decide.names).toEqual([{ nameId: 'zoe', name: 'Zoe / Zoé / Zoë' }]);
  });

  it('have one spelling and no question once one takes the other’s, and no match once one likes none', async () => {
    const { anna, bram } = await couple();
    await castVote(testApp.database.db, anna, 'zoë', true);
    await castVote(testApp.database.db, anna, 'zoe', false);
    const annas = await getJson(`/api/votes/matches?deviceId=${anna}`, z.array(voteSchema));
    expect(annas).toEqual([expect.objectContaining({ nameId: 'zoë', name: 'Zoë' })]);
    expect(annas[0]?.spellings).toBeUndefined();
    const result = await castVote(testApp.database.db, bram, 'zoë', false);
    expect(result.unmatch).toMatchObject({ matchId: 'zoe', name: 'Zoë' });
    expect(await getJson(`/api/votes/matches?deviceId=${anna}`, z.array(voteSchema))).toEqual([]);
  });
});

describe("a family's own spelling of a catalogue name (decision 95)", () => {
  it('is a spelling of that name: one match with the catalogue spellings, and neither dealt once the other is voted on', async () => {
    const db = testApp.database.db;
    const anna = newDeviceId();
    const bram = newDeviceId();
    await acceptInvite(db, bram, await createInvite(db, anna));
    await addFamilyName(db, anna, { name: 'Zöe', gender: 'F' });
    const familyCard = (cards: NameItem[]) => cards.filter((card) => card.name === 'Zöe');
    const [zoeUmlaut] = familyCard(await deck(anna, 'initials=z&lengths=short'));
    expect(zoeUmlaut?.addedByFamily).toBe(true);
    await castVote(db, anna, zoeUmlaut?.id ?? '', true);
    // Anna voted on the name in her family's spelling: the catalogue's card of it is not dealt to her.
    expect(zoeCard(await deck(anna, 'initials=z&lengths=short'))).toEqual([]);
    const result = await castVote(db, bram, 'zoé', true);
    expect(result.match).toMatchObject({ matchId: 'zoe', name: 'Zöe / Zoé', spellings: ['Zöe', 'Zoé'] });
    expect(familyCard(await deck(bram, 'initials=z&lengths=short'))).toEqual([]);
    const brams = await getJson(`/api/votes/matches?deviceId=${bram}`, z.array(voteSchema));
    expect(brams).toMatchObject([{ nameId: 'zoé', spellings: ['Zöe', 'Zoé'] }]);
  });

  it('is a name of its own when no catalogue name of its gender is written so', async () => {
    const db = testApp.database.db;
    const anna = newDeviceId();
    await addFamilyName(db, anna, { name: 'Zöe', gender: 'M' });
    const row = await db
      .selectFrom('names')
      .select(['id', 'spelling_group'])
      .where('name', '=', 'Zöe')
      .where('gender', '=', 'M')
      .executeTakeFirstOrThrow();
    expect(row.spelling_group).toBe(row.id);
  });
});
