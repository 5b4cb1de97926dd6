import { APP_DESTINATIONS, USER_DESTINATIONS } from '@name-swiper/contract/realtime';
import type { ErrorMessage, InviteMessage } from '@name-swiper/contract/realtime';
import type { Family } from '@name-swiper/contract/family';
import { describe, expect, it } from 'vitest';
import { pairOverStomp, setDeviceName } from '../../test/pairing';
import { useScratchRealtimeServer } from '../../test/scratch-realtime-server';
import type { StompTestClient } from '../../test/stomp-test-client';

const ROUNDS = 12;
/** Longer than PostgreSQL's deadlock_timeout (1 s) plus retries, far shorter than silence. */
const ANSWER_WITHIN_MS = 8_000;

const realtime = useScratchRealtimeServer();

async function named(name: string): Promise<StompTestClient> {
  const client = await realtime.connect();
  await setDeviceName(realtime.server.baseUrl, client.deviceId, name);
  return client;
}

async function inviteOf(client: StompTestClient): Promise<string> {
  await client.send(APP_DESTINATIONS.invite, {});
  return (await client.next<InviteMessage>(USER_DESTINATIONS.invite)).code;
}

/**
 * Sends a join and tells whether the server answered it within the bound: a handled SEND is acknowledged (after
 * the family change, or after its error went to /user/queue/errors); one whose handler failed gets no RECEIPT.
 */
async function answered(client: StompTestClient, inviteCode: string): Promise<boolean> {
  return Promise.race([
    client.send(APP_DESTINATIONS.accept, { inviteCode }).then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), ANSWER_WITHIN_MS)),
  ]);
}

async function membersOf(client: StompTestClient): Promise<string[]> {
  const response = await fetch(`${realtime.server.baseUrl}/api/family?deviceId=${client.deviceId}`);
  return ((await response.json()) as Family).members;
}

describe('an invite after its creator left', () => {
  it('no longer lets anyone join the family the creator left', async () => {
    const anna = await named('Anna');
    const bram = await named('Bram');
    await pairOverStomp(anna, bram);
    const code = await inviteOf(bram);
    await bram.send(APP_DESTINATIONS.leave, {});
    expect(await anna.next<Family>(USER_DESTINATIONS.family)).toEqual({ members: ['Anna'] });

    const stranger = await named('Stranger');
    await stranger.send(APP_DESTINATIONS.accept, { inviteCode: code });
    expect(await stranger.next<ErrorMessage>(USER_DESTINATIONS.errors)).toMatchObject({
      code: 'invite-not-found',
    });
    expect(await membersOf(anna)).toEqual(['Anna']);
    expect(await membersOf(stranger)).toEqual(['Stranger']);
  });

  it('still works while its creator stays, after another member left', async () => {
    const anna = await named('Anna');
    const bram = await named('Bram');
    await pairOverStomp(anna, bram);
    const code = await inviteOf(anna);
    await bram.send(APP_DESTINATIONS.leave, {});
    const carla = await named('Carla');
    await carla.send(APP_DESTINATIONS.accept, { inviteCode: code });
    expect(await carla.next<Family>(USER_DESTINATIONS.family)).toEqual({ members: ['Carla', 'Anna'] });
  });
});

describe('two lone devices accepting each other’s codes at the same moment', () => {
  it(`answers both every time (${ROUNDS} rounds) and leaves them in one family of two`, async () => {
    const silences: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const anna = await named('Anna');
      const bram = await named('Bram');
      const [annaCode, bramCode] = await Promise.all([inviteOf(anna), inviteOf(bram)]);
      const answers = await Promise.all([answered(anna, bramCode), answered(bram, annaCode)]);
      if (answers.includes(false)) {
        silences.push(round);
      }
      expect((await membersOf(anna)).toSorted()).toEqual(['Anna', 'Bram']);
      expect((await membersOf(bram)).toSorted()).toEqual(['Anna', 'Bram']);
      await Promise.all([anna.close(), bram.close()]);
    }
    expect(silences).toEqual([]);
  }, 180_000);
});
