import { randomUUID } from 'node:crypto';
import { APP_DESTINATIONS, USER_DESTINATIONS } from '@name-swiper/contract/realtime';
import type {
  CheersMessage,
  InviteMessage,
  NameApprovedMessage,
  PartnerLikeMessage,
} from '@name-swiper/contract/realtime';
import type { Family, FamilyMatches, FamilyRoles } from '@name-swiper/contract/family';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pairOverStomp, setDeviceName } from '../test/pairing';
import type { StompTestClient } from '../test/stomp-test-client';
import { connectStompClient } from '../test/stomp-test-client';
import type { Instance } from './two-instances';
import { machineRedisUrl, startInstance } from './two-instances';

const keyPrefix = `test-${randomUUID().slice(0, 8)}:`;
let clients: StompTestClient[] = [];
afterEach(async () => {
  await Promise.all(clients.map((client) => client.close()));
  clients = [];
});

async function deviceOn(instance: Instance, name: string): Promise<StompTestClient> {
  const client = await connectStompClient(instance.wsUrl);
  clients.push(client);
  await setDeviceName(instance.baseUrl, client.deviceId, name);
  return client;
}

async function getJson<T>(instance: Instance, path: string, deviceId: string, query = ''): Promise<T> {
  const response = await fetch(`${instance.baseUrl}/api${path}?deviceId=${deviceId}${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** Whether a message is already waiting on the destination. */
const hasHeard = (client: StompTestClient, destination: string) => client.receivesWithin(destination, 0);

describe('parents and a supporter across two instances sharing PostgreSQL and Redis', () => {
  let first: Instance;
  let second: Instance;
  beforeAll(async () => {
    first = await startInstance(machineRedisUrl(), keyPrefix);
    second = await startInstance(machineRedisUrl(), keyPrefix);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it("the grandmother's like and one parent's make no match, the second parent's does on the parents' phones only; shared, it reaches her list", async () => {
    const anna = await deviceOn(first, 'Anna');
    const bram = await deviceOn(second, 'Bram');
    await pairOverStomp(anna, bram);
    // Each instance has read the families before the grandmother joins (decks, a like): its caches must follow.
    await getJson(first, '/names/unvoted', anna.deviceId);
    await getJson(second, '/names/unvoted', bram.deviceId);
    await anna.send(APP_DESTINATIONS.vote, { nameId: 'lucas', approved: true });
    expect((await bram.next<PartnerLikeMessage>(USER_DESTINATIONS.partnerLike)).name.id).toBe('lucas');

    const oma = await deviceOn(second, 'Oma');
    await anna.send(APP_DESTINATIONS.invite, { role: 'supporter' });
    const { code } = await anna.next<InviteMessage>(USER_DESTINATIONS.invite);
    await oma.send(APP_DESTINATIONS.accept, { inviteCode: code });
    for (const member of [anna, bram, oma]) {
      expect((await member.next<Family>(USER_DESTINATIONS.family)).members).toHaveLength(3);
    }
    expect((await getJson<FamilyRoles>(first, '/family/roles', oma.deviceId)).role).toBe('supporter');

    // Her like (on the second instance) cheers both parents, the one on the first instance too.
    await oma.send(APP_DESTINATIONS.vote, { nameId: 'sofia', approved: true });
    for (const parent of [anna, bram]) {
      expect(await parent.next<CheersMessage>(USER_DESTINATIONS.cheers)).toEqual({
        nameId: 'sofia',
        cheers: ['Oma'],
      });
      // Each instance knows her for a supporter now: her like is not dealt to the parents' decks (decision 90).
      expect(await hasHeard(parent, USER_DESTINATIONS.partnerLike)).toBe(false);
    }
    await anna.send(APP_DESTINATIONS.vote, { nameId: 'sofia', approved: true });
    await bram.send(APP_DESTINATIONS.vote, { nameId: 'sofia', approved: true });
    for (const parent of [anna, bram]) {
      expect(await parent.next<NameApprovedMessage>(USER_DESTINATIONS.nameApproved)).toEqual({
        name: 'Sofia',
        nameId: 'sofia',
        celebrate: true,
      });
    }
    const annaMatches = await getJson<{ name: string; cheers?: string[] }[]>(
      second,
      '/votes/matches',
      anna.deviceId,
    );
    expect(annaMatches).toMatchObject([{ name: 'Sofia', cheers: ['Oma'] }]);

    await bram.send(APP_DESTINATIONS.shareMatches, { share: true });
    while (!(await oma.next<FamilyRoles>(USER_DESTINATIONS.familyRoles)).shareMatches) {
      // The roles of her join came first.
    }
    expect(await hasHeard(oma, USER_DESTINATIONS.nameApproved)).toBe(false);
    expect(await hasHeard(oma, USER_DESTINATIONS.partnerLike)).toBe(false);
    expect((await getJson<FamilyMatches>(first, '/family/matches', oma.deviceId)).matches).toMatchObject([
      { name: 'Sofia' },
    ]);
    await anna.send(APP_DESTINATIONS.vote, { nameId: 'noah', approved: true });
    await bram.send(APP_DESTINATIONS.vote, { nameId: 'noah', approved: true });
    expect(await oma.next<NameApprovedMessage>(USER_DESTINATIONS.nameApproved)).toEqual({
      name: 'Noah',
      nameId: 'noah',
      celebrate: false,
    });
  });
});
