import type { FamilyNames } from '@name-swiper/contract/family-names';
import type { NameItem, UnvotedCount } from '@name-swiper/contract/names';
import { APP_DESTINATIONS, USER_DESTINATIONS } from '@name-swiper/contract/realtime';
import type { ErrorMessage } from '@name-swiper/contract/realtime';
import type { Vote } from '@name-swiper/contract/votes';
import { describe, expect, it } from 'vitest';
import { matchOverStomp } from '../../test/pairing';
import type { StompTestClient } from '../../test/stomp-test-client';
import { INVISIBLE_FINDINGS } from '../../test/forbidden-characters';
import { useStompServer } from '../../test/stomp-server';

const { server, named, pair } = useStompServer();

async function get(path: string, deviceId: string, query = ''): Promise<Response> {
  return fetch(`${server().baseUrl}/api${path}?deviceId=${deviceId}${query}`);
}

async function getJson<T>(path: string, deviceId: string, query = ''): Promise<T> {
  const response = await get(path, deviceId, query);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const deck = (client: StompTestClient, query = '') =>
  getJson<NameItem[]>('/names/unvoted', client.deviceId, `&limit=200${query}`);
const remaining = async (client: StompTestClient, query = '') =>
  (await getJson<UnvotedCount>('/names/unvoted/count', client.deviceId, query)).remaining;
const history = (client: StompTestClient, filter = 'all') =>
  getJson<Vote[]>('/votes', client.deviceId, `&filter=${filter}`);

/** Anna adds the name; both partners hear the family's list. Returns the name's id. */
async function add(
  anna: StompTestClient,
  bram: StompTestClient,
  name: string,
  gender = 'N',
): Promise<string> {
  await anna.send(APP_DESTINATIONS.addFamilyName, { name, gender });
  const heard = await anna.next<FamilyNames>(USER_DESTINATIONS.familyNames);
  expect(await bram.next<FamilyNames>(USER_DESTINATIONS.familyNames)).toEqual(heard);
  const added = heard.names.find((item) => item.name.toLowerCase() === name.trim().toLowerCase());
  expect(added?.id).toMatch(/^f:/);
  return added?.id ?? '';
}

describe("a family's own names", () => {
  it('are dealt first to the partner, marked, counted, and liked by both they are a match in Matches and History', async () => {
    const { anna, bram } = await pair();
    const before = await remaining(bram);
    const id = await add(anna, bram, '  Zyxandra ', 'F');
    const [first] = await deck(bram);
    expect(first).toEqual({
      id,
      name: 'Zyxandra',
      gender: 'F',
      tags: [],
      popularIn: [],
      originLanguages: [],
      addedByFamily: true,
    });
    expect(await remaining(bram)).toBe(before + 1);
    expect(await getJson<FamilyNames>('/family/names', bram.deviceId)).toEqual({
      names: [{ id, name: 'Zyxandra', gender: 'F' }],
    });

    await matchOverStomp(anna, bram, id, 'Zyxandra');
    expect((await history(bram, 'matches')).map((vote) => vote.name)).toEqual(['Zyxandra']);
    expect((await history(anna)).map((vote) => [vote.name, vote.approved])).toEqual([['Zyxandra', true]]);
    expect((await deck(bram)).some((item) => item.id === id)).toBe(false);
    expect(await remaining(bram)).toBe(before);
  });

  it('never reach another family: not dealt, counted, listed, looked up, and votes on them are refused', async () => {
    const { anna, bram } = await pair();
    const id = await add(anna, bram, 'Quillon');
    const carla = await named('Carla');
    const countBefore = await remaining(carla);
    expect((await deck(carla)).some((item) => item.id === id || item.name === 'Quillon')).toBe(false);
    expect(await remaining(carla)).toBe(countBefore);
    expect(await getJson<FamilyNames>('/family/names', carla.deviceId)).toEqual({ names: [] });
    expect((await get(`/names/${encodeURIComponent(id)}`, carla.deviceId)).status).toBe(404);
    expect((await get('/names/Quillon', carla.deviceId)).status).toBe(404);

    await carla.send(APP_DESTINATIONS.vote, { nameId: id, approved: true });
    expect(await carla.next<ErrorMessage>(USER_DESTINATIONS.errors)).toMatchObject({
      code: 'name-not-found',
    });
    await carla.send(APP_DESTINATIONS.removeFamilyName, { nameId: id });
    expect(await carla.next<ErrorMessage>(USER_DESTINATIONS.errors)).toMatchObject({
      code: 'name-not-found',
    });
    expect(await history(carla)).toEqual([]);
    // Anna's family still has it.
    expect((await getJson<FamilyNames>('/family/names', bram.deviceId)).names.map((item) => item.id)).toEqual(
      [id],
    );
    // Nothing of Anna's family reached Carla: the first list she hears of is her own.
    await carla.send(APP_DESTINATIONS.addFamilyName, { name: 'Zorbina', gender: 'N' });
    const toCarla = await carla.next<FamilyNames>(USER_DESTINATIONS.familyNames);
    expect(toCarla.names.map((item) => item.name)).toEqual(['Zorbina']);
  });

  it('refuse a catalogue name (any case) and a name that is not letters, with the reason', async () => {
    const { anna } = await pair();
    await anna.send(APP_DESTINATIONS.addFamilyName, { name: 'eMMa' });
    const inCatalogue = await anna.next<ErrorMessage>(USER_DESTINATIONS.errors);
    expect(inCatalogue.code).toBe('name-in-catalogue');
    expect(inCatalogue.message).toContain('Emma');
    for (const name of ['R2-D2', 'Ann--Marie', 'Emma!', '']) {
      await anna.send(APP_DESTINATIONS.addFamilyName, { name });
      expect(await anna.next<ErrorMessage>(USER_DESTINATIONS.errors)).toMatchObject({ code: 'invalid-name' });
    }
    await anna.send(APP_DESTINATIONS.addFamilyName, { name: 'An\u202Ena' });
    expect(await anna.next<ErrorMessage>(USER_DESTINATIONS.errors)).toMatchObject({
      code: 'invalid-characters',
    });
    expect(await getJson<FamilyNames>('/family/names', anna.deviceId)).toEqual({ names: [] });
  });

  it.each(INVISIBLE_FINDINGS)(
    'refuse a catalogue spelling with a %s added, so no name passes for a catalogue one',
    async (_, codePoint) => {
      const { anna, bram } = await pair();
      for (const name of [
        `Jude${String.fromCodePoint(codePoint)}`,
        `Ju${String.fromCodePoint(codePoint)}de`,
      ]) {
        await anna.send(APP_DESTINATIONS.addFamilyName, { name, gender: 'N' });
        expect(await anna.next<ErrorMessage>(USER_DESTINATIONS.errors)).toMatchObject({
          code: 'invalid-characters',
        });
      }
      expect(await getJson<FamilyNames>('/family/names', bram.deviceId)).toEqual({ names: [] });
      // Nothing went to Bram: the first list he hears of is the one after Anna's next, valid name.
      await add(anna, bram, 'Quillon');
    },
  );

  it('keep the gender filter and ignore tag filters', async () => {
    const { anna, bram } = await pair();
    const id = await add(anna, bram, 'Hrafnkell', 'M');
    expect((await deck(bram, '&genders=F')).some((item) => item.id === id)).toBe(false);
    expect((await deck(bram, '&genders=M'))[0]?.id).toBe(id);
    expect((await deck(bram, '&tags=greek'))[0]?.id).toBe(id);
  });

  it('once removed, leave the decks that have not voted on them, while votes and the match stay', async () => {
    const { anna, bram } = await pair();
    // Carla supports the couple: she is dealt the family's names, while the match is the parents' (decision 89).
    const carla = await named('Carla');
    await anna.send(APP_DESTINATIONS.invite, { role: 'supporter' });
    const { code } = await anna.next<{ code: string }>(USER_DESTINATIONS.invite);
    await carla.send(APP_DESTINATIONS.accept, { inviteCode: code });
    const id = await add(anna, bram, "D'Artagnan");
    await carla.next(USER_DESTINATIONS.familyNames);
    await matchOverStomp(anna, bram, id, "D'Artagnan");

    await bram.send(APP_DESTINATIONS.removeFamilyName, { nameId: id });
    for (const member of [anna, bram, carla]) {
      expect(await member.next<FamilyNames>(USER_DESTINATIONS.familyNames)).toEqual({ names: [] });
    }
    expect((await deck(carla)).some((item) => item.id === id)).toBe(false);
    expect((await history(anna, 'matches')).map((vote) => vote.name)).toEqual(["D'Artagnan"]);
    expect((await history(bram, 'matches')).map((vote) => vote.name)).toEqual(["D'Artagnan"]);

    // Added again, it is the same name: Carla is dealt it again, the couple's votes are still on it.
    const again = await add(anna, bram, "d'artagnan");
    expect(again).toBe(id);
    expect((await deck(carla))[0]?.id).toBe(id);
  });

  it('can be added alone, and come along when that device joins a family', async () => {
    const dana = await named('Dana');
    await dana.send(APP_DESTINATIONS.addFamilyName, { name: 'Élodine' });
    const [own] = (await dana.next<FamilyNames>(USER_DESTINATIONS.familyNames)).names;
    expect((await deck(dana))[0]?.name).toBe('Élodine');
    const erik = await named('Erik');
    await erik.send(APP_DESTINATIONS.invite, {});
    const { code } = await erik.next<{ code: string }>(USER_DESTINATIONS.invite);
    await dana.send(APP_DESTINATIONS.accept, { inviteCode: code });
    await erik.next(USER_DESTINATIONS.family);
    expect((await deck(erik))[0]?.id).toBe(own?.id);
    expect(await getJson<FamilyNames>('/family/names', erik.deviceId)).toEqual({
      names: [own],
    });
  });
});
