import type { DecideState } from '@name-swiper/contract/decide';
import type { Family } from '@name-swiper/contract/family';
import { USER_DESTINATIONS } from '@name-swiper/contract/realtime';
import { describe, expect, it } from 'vitest';
import { setDeviceName } from '../../test/pairing';
import type { StompTestClient } from '../../test/stomp-test-client';
import { useStompServer } from '../../test/stomp-server';

const { server, named, pair } = useStompServer();

/** Both phones must hear a rename well before anyone would think of reloading. */
const WITHIN_MS = 1_000;

async function heardWithin<T>(client: StompTestClient, destination: string): Promise<T> {
  const started = performance.now();
  const body = await client.next<T>(destination);
  expect(performance.now() - started).toBeLessThan(WITHIN_MS);
  return body;
}

describe("a member's name over STOMP", () => {
  it('reaches both phones of the family when one saves it, and again when they rename', async () => {
    const { anna, bram } = await pair();

    await setDeviceName(server().baseUrl, anna.deviceId, 'Sanne');
    expect(await heardWithin<Family>(anna, USER_DESTINATIONS.family)).toEqual({ members: ['Sanne', 'Bram'] });
    expect(await heardWithin<Family>(bram, USER_DESTINATIONS.family)).toEqual({ members: ['Bram', 'Sanne'] });

    await setDeviceName(server().baseUrl, bram.deviceId, 'Joris');
    expect(await heardWithin<Family>(anna, USER_DESTINATIONS.family)).toEqual({
      members: ['Sanne', 'Joris'],
    });
    expect(await heardWithin<Family>(bram, USER_DESTINATIONS.family)).toEqual({
      members: ['Joris', 'Sanne'],
    });

    await setDeviceName(server().baseUrl, anna.deviceId, 'Sanne B');
    expect(await heardWithin<Family>(bram, USER_DESTINATIONS.family)).toEqual({
      members: ['Joris', 'Sanne B'],
    });
    expect(await heardWithin<Family>(anna, USER_DESTINATIONS.family)).toEqual({
      members: ['Sanne B', 'Joris'],
    });
  });

  it("reaches Decide's rankings, which name each member", async () => {
    const { anna, bram } = await pair();
    await setDeviceName(server().baseUrl, bram.deviceId, 'Joris');
    const toAnna = await heardWithin<DecideState>(anna, USER_DESTINATIONS.decide);
    const toBram = await heardWithin<DecideState>(bram, USER_DESTINATIONS.decide);
    expect(toAnna.rankings.map((ranking) => [ranking.member, ranking.you])).toEqual([
      ['Anna', true],
      ['Joris', false],
    ]);
    expect(toBram.rankings.map((ranking) => [ranking.member, ranking.you])).toEqual([
      ['Joris', true],
      ['Anna', false],
    ]);
  });

  it('tells a device alone nothing, and no other family', async () => {
    const carla = await named('Carla');
    const { anna, bram } = await pair();
    await setDeviceName(server().baseUrl, carla.deviceId, 'Carla B');
    expect(await carla.receivesWithin(USER_DESTINATIONS.family, 300)).toBe(false);
    expect(await anna.receivesWithin(USER_DESTINATIONS.family, 0)).toBe(false);
    expect(await bram.receivesWithin(USER_DESTINATIONS.family, 0)).toBe(false);
  });
});
