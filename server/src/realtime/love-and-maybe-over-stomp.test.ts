import { randomUUID } from 'node:crypto';
import { LOVES_PER_DAY } from '@name-swiper/contract/constants';
import type { ErrorMessage, PartnerLikeMessage } from '@name-swiper/contract/realtime';
import { APP_DESTINATIONS, USER_DESTINATIONS } from '@name-swiper/contract/realtime';
import type { Vote, VoteFilter } from '@name-swiper/contract/votes';
import { voteSchema } from '@name-swiper/contract/votes';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ListeningApp } from '../../test/listening-app';
import { startListeningApp } from '../../test/listening-app';
import { pairOverStomp, setDeviceName } from '../../test/pairing';
import type { StompTestClient } from '../../test/stomp-test-client';
import { connectStompClient } from '../../test/stomp-test-client';

let server: ListeningApp;
let clients: StompTestClient[] = [];

beforeAll(async () => {
  server = await startListeningApp();
});
afterEach(async () => {
  await Promise.all(clients.map((client) => client.close()));
  clients = [];
});
afterAll(() => server.close());

async function connect() {
  const client = await connectStompClient(server.wsUrl, randomUUID());
  clients.push(client);
  return client;
}

async function couple() {
  const anna = await connect();
  const bram = await connect();
  await setDeviceName(server.baseUrl, anna.deviceId, 'Anna');
  await setDeviceName(server.baseUrl, bram.deviceId, 'Bram');
  await pairOverStomp(anna, bram);
  return { anna, bram };
}

const LISTS: Record<VoteFilter, string> = {
  all: '/api/votes',
  likes: '/api/votes/likes',
  dislikes: '/api/votes/dislikes',
  maybes: '/api/votes/maybes',
  matches: '/api/votes/matches',
};

async function votes(deviceId: string, filter: VoteFilter = 'all'): Promise<Vote[]> {
  const response = await fetch(`${server.baseUrl}${LISTS[filter]}?deviceId=${deviceId}`);
  expect(response.status).toBe(200);
  return voteSchema.array().parse(await response.json());
}

describe('a love over STOMP', () => {
  it('travels beside approved; a message without it is the spec’s like or dislike', async () => {
    const device = await connect();
    await device.send(APP_DESTINATIONS.vote, { nameId: 'emma', approved: true, feeling: 'love' });
    await device.send(APP_DESTINATIONS.vote, { nameId: 'noah', approved: true });
    await device.send(APP_DESTINATIONS.vote, { nameId: 'liam', approved: false });
    expect(
      (await votes(device.deviceId)).map(({ nameId, approved, feeling }) => [nameId, approved, feeling]),
    ).toEqual(
      expect.arrayContaining([
        ['emma', true, 'love'],
        ['noah', true, undefined],
        ['liam', false, undefined],
      ]),
    );
  });

  it('refuses a love that is not a like and a maybe that is, storing nothing', async () => {
    const device = await connect();
    await device.send(APP_DESTINATIONS.vote, { nameId: 'emma', approved: false, feeling: 'love' });
    expect(await device.next<ErrorMessage>(USER_DESTINATIONS.errors)).toMatchObject({
      code: 'invalid-message',
    });
    await device.send(APP_DESTINATIONS.vote, { nameId: 'emma', approved: true, feeling: 'maybe' });
    expect(await device.next<ErrorMessage>(USER_DESTINATIONS.errors)).toMatchObject({
      code: 'invalid-message',
    });
    await device.send(APP_DESTINATIONS.vote, { nameId: 'emma', approved: true, feeling: 'adore' });
    expect(await device.next<ErrorMessage>(USER_DESTINATIONS.errors)).toMatchObject({
      code: 'invalid-message',
    });
    expect(await votes(device.deviceId)).toEqual([]);
  });

  it('is dealt to the partner marked with the lover’s name, and a match both love is marked for both', async () => {
    const { anna, bram } = await couple();
    await anna.send(APP_DESTINATIONS.vote, { nameId: 'mila', approved: true, feeling: 'love' });
    const dealt = await bram.next<PartnerLikeMessage>(USER_DESTINATIONS.partnerLike);
    expect(dealt.name).toMatchObject({ id: 'mila', lovedBy: ['Anna'] });

    await bram.send(APP_DESTINATIONS.vote, { nameId: 'mila', approved: true, feeling: 'love' });
    await anna.next(USER_DESTINATIONS.nameApproved);
    await bram.next(USER_DESTINATIONS.nameApproved);
    for (const device of [anna, bram]) {
      expect(await votes(device.deviceId, 'matches')).toMatchObject([
        { nameId: 'mila', feeling: 'love', allLove: true },
      ]);
    }
  });

  it(`over the allowance of ${LOVES_PER_DAY} is acknowledged and kept as a like, with a clear error`, async () => {
    const { anna, bram } = await couple();
    const loved = ['emma', 'noah', 'liam'].slice(0, LOVES_PER_DAY);
    for (const nameId of loved) {
      await anna.send(APP_DESTINATIONS.vote, { nameId, approved: true, feeling: 'love' });
      expect((await bram.next<PartnerLikeMessage>(USER_DESTINATIONS.partnerLike)).name.lovedBy).toEqual([
        'Anna',
      ]);
    }
    // The RECEIPT comes (send resolves): nothing waits in the outbox, nothing is lost.
    await anna.send(APP_DESTINATIONS.vote, { nameId: 'sophie', approved: true, feeling: 'love' });
    const error = await anna.next<ErrorMessage>(USER_DESTINATIONS.errors);
    expect(error.code).toBe('loves-used-up');
    expect(error.message).toContain('sophie');
    const sophie = (await votes(anna.deviceId)).find((vote) => vote.nameId === 'sophie');
    expect(sophie).toMatchObject({ approved: true });
    expect(sophie?.feeling).toBeUndefined();
    const dealt = await bram.next<PartnerLikeMessage>(USER_DESTINATIONS.partnerLike);
    expect(dealt.name.id).toBe('sophie');
    expect(dealt.name.lovedBy).toBeUndefined();
  });
});

describe('a maybe over STOMP', () => {
  it('is private: the partner is dealt nothing and sees it nowhere', async () => {
    const { anna, bram } = await couple();
    await anna.send(APP_DESTINATIONS.vote, { nameId: 'julia', approved: false, feeling: 'maybe' });
    await bram.send(APP_DESTINATIONS.vote, { nameId: 'julia', approved: true });
    // Nothing came for the maybe: the first partner-like Bram gets is a later like.
    await anna.send(APP_DESTINATIONS.vote, { nameId: 'ava', approved: true });
    expect((await bram.next<PartnerLikeMessage>(USER_DESTINATIONS.partnerLike)).name.id).toBe('ava');
    expect(await votes(anna.deviceId, 'maybes')).toMatchObject([
      { nameId: 'julia', feeling: 'maybe', maybes: 1 },
    ]);
    const seenByBram = await Promise.all(
      (['all', 'likes', 'dislikes', 'maybes', 'matches'] as const).map((filter) =>
        votes(bram.deviceId, filter),
      ),
    );
    expect(JSON.stringify(seenByBram)).not.toContain('maybe');
    const stats = await fetch(`${server.baseUrl}/api/votes/stats?deviceId=${bram.deviceId}`);
    expect(await stats.json()).toEqual({ likes: 1, partnerLikes: 1, matches: 0 });
  });
});

describe('an undo over STOMP', () => {
  it('is an action with its time: an older vote from an outbox arriving after it does not bring the vote back', async () => {
    const device = await connect();
    await device.send(APP_DESTINATIONS.vote, { nameId: 'emma', approved: true });
    await device.send(APP_DESTINATIONS.unvote, { nameId: 'emma' });
    await device.send(APP_DESTINATIONS.vote, {
      nameId: 'emma',
      approved: true,
      feeling: 'love',
      ageMs: 60_000,
    });
    await device.send(APP_DESTINATIONS.vote, {
      nameId: 'noah',
      approved: false,
      feeling: 'maybe',
      ageMs: 60_000,
    });
    await device.send(APP_DESTINATIONS.unvote, { nameId: 'noah', ageMs: 30_000 });
    expect(await votes(device.deviceId)).toEqual([]);
    await device.send(APP_DESTINATIONS.vote, { nameId: 'emma', approved: false });
    expect((await votes(device.deviceId)).map((vote) => [vote.nameId, vote.approved])).toEqual([
      ['emma', false],
    ]);
  });
});
