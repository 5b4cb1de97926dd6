import type { FamilyNames } from '@name-swiper/contract/family-names';
import type { NameItem } from '@name-swiper/contract/names';
import { APP_DESTINATIONS, USER_DESTINATIONS } from '@name-swiper/contract/realtime';
import type { ErrorMessage } from '@name-swiper/contract/realtime';
import { describe, expect, it } from 'vitest';
import { useStompServer } from '../../test/stomp-server';

const { server, named, pair } = useStompServer();

async function getJson<T>(path: string, deviceId: string, query = ''): Promise<T> {
  const response = await fetch(`${server().baseUrl}/api${path}?deviceId=${deviceId}${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

describe('a name put first from the namesake finder, over STOMP (decision 98)', () => {
  it("reaches both partners' lists and is the first card of the partner's deck, with its line", async () => {
    const { anna, bram } = await pair();
    await anna.send(APP_DESTINATIONS.pickFamilyName, { nameId: 'wilma' });
    const heard = await anna.next<FamilyNames>(USER_DESTINATIONS.familyNames);
    expect(heard).toEqual({ names: [{ id: 'wilma', name: 'Wilma', gender: 'F' }] });
    expect(await bram.next<FamilyNames>(USER_DESTINATIONS.familyNames)).toEqual(heard);
    const [first] = await getJson<NameItem[]>('/names/unvoted', bram.deviceId, '&tags=english&language=en');
    expect(first).toMatchObject({
      id: 'wilma',
      name: 'Wilma',
      addedByFamily: true,
      oneIn: { place: 'us', n: 48000, atLeast: true },
    });

    await bram.send(APP_DESTINATIONS.removeFamilyName, { nameId: 'wilma' });
    expect(await anna.next<FamilyNames>(USER_DESTINATIONS.familyNames)).toEqual({ names: [] });
    expect(await bram.next<FamilyNames>(USER_DESTINATIONS.familyNames)).toEqual({ names: [] });
  });

  it('refuses a name the catalogue does not hold, telling only the sender', async () => {
    const { anna, bram } = await pair();
    for (const nameId of ['zyxandra', 'f:00000000-0000-4000-8000-000000000000']) {
      await anna.send(APP_DESTINATIONS.pickFamilyName, { nameId });
      expect(await anna.next<ErrorMessage>(USER_DESTINATIONS.errors)).toMatchObject({
        code: 'name-not-found',
      });
    }
    await anna.send(APP_DESTINATIONS.pickFamilyName, { nameId: 'Wil\u0000ma' });
    expect(await anna.next<ErrorMessage>(USER_DESTINATIONS.errors)).toMatchObject({
      code: 'invalid-message',
    });
    // Nothing went to Bram: the first list he hears is the one after Anna's valid pick.
    await anna.send(APP_DESTINATIONS.pickFamilyName, { nameId: 'johannes' });
    expect(await bram.next<FamilyNames>(USER_DESTINATIONS.familyNames)).toEqual({
      names: [{ id: 'johannes', name: 'Johannes', gender: 'M' }],
    });
  });

  it('works for a device alone, whose deck then deals it first', async () => {
    const dana = await named('Dana');
    await dana.send(APP_DESTINATIONS.pickFamilyName, { nameId: 'hanna' });
    expect(
      (await dana.next<FamilyNames>(USER_DESTINATIONS.familyNames)).names.map((name) => name.id),
    ).toEqual(['hanna']);
    const [first] = await getJson<NameItem[]>('/names/unvoted', dana.deviceId, '&genders=F');
    expect(first?.id).toBe('hanna');
  });
});
