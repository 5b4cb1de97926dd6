import { randomUUID } from 'node:crypto';
import type { PartnerLikeMessage } from '@name-swiper/contract/realtime';
import { APP_DESTINATIONS, USER_DESTINATIONS } from '@name-swiper/contract/realtime';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ListeningApp } from '../../test/listening-app';
import { startListeningApp } from '../../test/listening-app';
import { pairOverStomp, setDeviceName } from '../../test/pairing';
import type { StompTestClient } from '../../test/stomp-test-client';
import { connectStompClient } from '../../test/stomp-test-client';
import { PARTNER_LIKE_FRESH_MS } from '../domain/partner-like';

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

/** Long enough for a message that was sent to arrive on the loopback. */
const QUIET_MS = 400;

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

describe("a partner's like reaches the other deck at once", () => {
  it('deals a fresh like to the partner who has not voted on it, as a card with what the filters read, never saying whose', async () => {
    const { anna, bram } = await couple();
    await anna.send(APP_DESTINATIONS.vote, { nameId: 'emma', approved: true });

    const message = await bram.next<PartnerLikeMessage>(USER_DESTINATIONS.partnerLike);
    expect(message).toMatchObject({
      name: { id: 'emma', name: 'Emma', gender: 'F' },
      initial: 'e',
      length: 'short',
    });
    expect(message.eras.length).toBeGreaterThan(0);
    expect(Object.keys(message).sort()).toEqual(['eras', 'initial', 'length', 'name']);
    expect(JSON.stringify(message)).not.toMatch(new RegExp(`Anna|${anna.deviceId}`));
    // Anna's own like was not dealt to her: the first she is dealt is Bram's, which comes later.
    await bram.send(APP_DESTINATIONS.vote, { nameId: 'liam', approved: true });
    expect((await anna.next<PartnerLikeMessage>(USER_DESTINATIONS.partnerLike)).name.id).toBe('liam');
  });

  it('deals nothing for a dislike, a name the partner already voted on, or a like sent late from an outbox', async () => {
    const { anna, bram } = await couple();
    await anna.send(APP_DESTINATIONS.vote, { nameId: 'liam', approved: false });
    await bram.send(APP_DESTINATIONS.vote, { nameId: 'noah', approved: false });
    await anna.send(APP_DESTINATIONS.vote, { nameId: 'noah', approved: true });
    await anna.send(APP_DESTINATIONS.vote, {
      nameId: 'olivia',
      approved: true,
      ageMs: PARTNER_LIKE_FRESH_MS + 1_000,
    });
    // None of those was dealt: the first like each of them is dealt is a fresh one that comes later.
    await anna.send(APP_DESTINATIONS.vote, { nameId: 'sophie', approved: true });
    expect((await bram.next<PartnerLikeMessage>(USER_DESTINATIONS.partnerLike)).name.id).toBe('sophie');

    // The partner's like that makes a match is not dealt either: the name is voted on.
    await bram.send(APP_DESTINATIONS.vote, { nameId: 'mila', approved: true });
    expect((await anna.next<PartnerLikeMessage>(USER_DESTINATIONS.partnerLike)).name.id).toBe('mila');
    await anna.send(APP_DESTINATIONS.vote, { nameId: 'mila', approved: true });
    await bram.next(USER_DESTINATIONS.nameApproved);
    await anna.send(APP_DESTINATIONS.vote, { nameId: 'ava', approved: true });
    expect((await bram.next<PartnerLikeMessage>(USER_DESTINATIONS.partnerLike)).name.id).toBe('ava');
  });

  it('deals nothing to a device alone', async () => {
    const alone = await connect();
    await alone.send(APP_DESTINATIONS.vote, { nameId: 'emma', approved: true });
    expect(await alone.receivesWithin(USER_DESTINATIONS.partnerLike, QUIET_MS)).toBe(false);
  });
});
