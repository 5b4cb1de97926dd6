import { APP_DESTINATIONS, USER_DESTINATIONS } from '@name-swiper/contract/realtime';
import type { ErrorMessage, InviteMessage } from '@name-swiper/contract/realtime';
import type { Family } from '@name-swiper/contract/family';
import { randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import { useStompServer } from '../../test/stomp-server';
import { matchOverStomp } from '../../test/pairing';

const { server, connect, pair } = useStompServer();

async function votesOf(deviceId: string) {
  const response = await fetch(`${server().baseUrl}/api/votes?deviceId=${deviceId}`);
  return (await response.json()) as { nameId: string; approved: boolean }[];
}

describe('family over STOMP', () => {
  it('pairs two devices by invite code and tells both of a match', async () => {
    const { anna, bram } = await pair();
    await anna.send(APP_DESTINATIONS.vote, { nameId: 'noah', approved: true });
    // The first name-approved Anna hears of is Emma's (matchOverStomp checks): none came for Noah, hers alone.
    await matchOverStomp(anna, bram, 'emma', 'Emma');
  });

  it('tells both partners when a match ends, by a dislike or by an undo', async () => {
    const { anna, bram } = await pair();
    await matchOverStomp(anna, bram, 'emma', 'Emma');
    await anna.send(APP_DESTINATIONS.vote, { nameId: 'emma', approved: false });
    expect(await anna.next(USER_DESTINATIONS.matchRemoved)).toEqual({ name: 'Emma' });
    expect(await bram.next(USER_DESTINATIONS.matchRemoved)).toEqual({ name: 'Emma' });

    await matchOverStomp(anna, bram, 'noah', 'Noah');
    await bram.send(APP_DESTINATIONS.unvote, { nameId: 'noah' });
    expect(await anna.next(USER_DESTINATIONS.matchRemoved)).toEqual({ name: 'Noah' });
    expect(await bram.next(USER_DESTINATIONS.matchRemoved)).toEqual({ name: 'Noah' });
    // A dislike of a name only one of them liked ends nothing: the next match to end is the next Bram hears of.
    await anna.send(APP_DESTINATIONS.vote, { nameId: 'noah', approved: false });
    await matchOverStomp(anna, bram, 'olivia', 'Olivia');
    await anna.send(APP_DESTINATIONS.vote, { nameId: 'olivia', approved: false });
    expect(await bram.next(USER_DESTINATIONS.matchRemoved)).toEqual({ name: 'Olivia' });
  });

  it('sends both members the new lists when one leaves', async () => {
    const { anna, bram } = await pair();
    await bram.send(APP_DESTINATIONS.leave, {});
    expect(await anna.next<Family>(USER_DESTINATIONS.family)).toEqual({ members: ['Anna'] });
    expect(await bram.next<Family>(USER_DESTINATIONS.family)).toEqual({ members: ['Bram'] });
  });

  it('reports invite errors on /user/queue/errors', async () => {
    const { anna, code } = await pair();
    const carla = await connect();
    await carla.send(APP_DESTINATIONS.accept, { inviteCode: 'ZZZZZZ' });
    expect(await carla.next<ErrorMessage>(USER_DESTINATIONS.errors)).toMatchObject({
      code: 'invite-not-found',
    });
    await carla.send(APP_DESTINATIONS.accept, { inviteCode: code });
    expect(await carla.next<ErrorMessage>(USER_DESTINATIONS.errors)).toMatchObject({ code: 'invite-used' });
    await anna.send(APP_DESTINATIONS.invite, {});
    const { code: own } = await anna.next<InviteMessage>(USER_DESTINATIONS.invite);
    await anna.send(APP_DESTINATIONS.accept, { inviteCode: own });
    expect(await anna.next<ErrorMessage>(USER_DESTINATIONS.errors)).toMatchObject({
      code: 'invite-own-family',
    });
  });

  it('delivers to every open session of a device', async () => {
    const first = await connect();
    const second = await connect(first.deviceId);
    await first.send(APP_DESTINATIONS.invite, {});
    const fromFirst = await first.next<InviteMessage>(USER_DESTINATIONS.invite);
    expect(await second.next<InviteMessage>(USER_DESTINATIONS.invite)).toEqual(fromFirst);
  });
});

describe('votes over STOMP', () => {
  it('has committed the vote when the RECEIPT arrives', async () => {
    const client = await connect();
    await client.send(APP_DESTINATIONS.vote, { nameId: 'noah', approved: true });
    expect(await votesOf(client.deviceId)).toMatchObject([{ nameId: 'noah', approved: true }]);
    await client.send(APP_DESTINATIONS.vote, { nameId: 'noah', approved: false });
    expect(await votesOf(client.deviceId)).toMatchObject([{ nameId: 'noah', approved: false }]);
  });

  it('removes a vote on unvote', async () => {
    const client = await connect();
    await client.send(APP_DESTINATIONS.vote, { nameId: 'sophie', approved: true });
    await client.send(APP_DESTINATIONS.unvote, { nameId: 'sophie' });
    expect(await votesOf(client.deviceId)).toEqual([]);
  });

  it('keeps the newest action on a name, whatever arrives last (an outbox sent after a change elsewhere)', async () => {
    const phone = await connect();
    const tablet = await connect(phone.deviceId);
    await tablet.send(APP_DESTINATIONS.vote, { nameId: 'noah', approved: false });
    // Liked offline a minute ago, sent only now: older than the tablet's dislike.
    await phone.send(APP_DESTINATIONS.vote, { nameId: 'noah', approved: true, ageMs: 60_000 });
    await phone.send(APP_DESTINATIONS.unvote, { nameId: 'noah', ageMs: 30_000 });
    expect(await votesOf(phone.deviceId)).toMatchObject([{ nameId: 'noah', approved: false }]);
    await phone.send(APP_DESTINATIONS.vote, { nameId: 'noah', approved: true, ageMs: 0 });
    expect(await votesOf(phone.deviceId)).toMatchObject([{ nameId: 'noah', approved: true }]);
    await phone.send(APP_DESTINATIONS.vote, { nameId: 'emma', approved: true, ageMs: -1 });
    expect(await phone.next<ErrorMessage>(USER_DESTINATIONS.errors)).toMatchObject({
      code: 'invalid-message',
    });
  });

  it('answers a wrong shape and an unknown name on /user/queue/errors and stores nothing', async () => {
    const client = await connect();
    await client.send(APP_DESTINATIONS.vote, { nameId: 'emma', approved: 'yes' });
    expect(await client.next<ErrorMessage>(USER_DESTINATIONS.errors)).toEqual({
      code: 'invalid-message',
      message: 'Invalid message: approved: Invalid input: expected boolean, received string.',
    });
    await client.send(APP_DESTINATIONS.vote, { nameId: 'no-such-name', approved: true });
    expect(await client.next<ErrorMessage>(USER_DESTINATIONS.errors)).toMatchObject({
      code: 'name-not-found',
    });
    await client.send('/app/nowhere', {});
    expect(await client.next<ErrorMessage>(USER_DESTINATIONS.errors)).toMatchObject({
      code: 'invalid-message',
    });
    expect(await votesOf(client.deviceId)).toEqual([]);
  });

  it('answers control characters in ids with invalid-message before they reach the database', async () => {
    const client = await connect();
    await client.send(APP_DESTINATIONS.vote, { nameId: 'emma\u0000', approved: true });
    await client.send(APP_DESTINATIONS.unvote, { nameId: '\u0000' });
    await client.send(APP_DESTINATIONS.accept, { inviteCode: 'ABC\u0000DE' });
    for (let error = 0; error < 3; error += 1) {
      expect(await client.next<ErrorMessage>(USER_DESTINATIONS.errors)).toMatchObject({
        code: 'invalid-message',
        message: expect.stringMatching(/control characters/),
      });
    }
    expect(await votesOf(client.deviceId)).toEqual([]);
  });

  it('treats destinations named like Object.prototype members as unknown', async () => {
    const client = await connect();
    for (const destination of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      await client.send(destination, {});
      expect(await client.next<ErrorMessage>(USER_DESTINATIONS.errors)).toMatchObject({
        code: 'invalid-message',
      });
    }
  });

  it('ignores a body that is not JSON and stays connected', async () => {
    const client = await connect();
    await client.sendRaw(APP_DESTINATIONS.vote, 'like emma');
    // An answer would have come on this session before the frame's receipt.
    expect(await client.receivesWithin(USER_DESTINATIONS.errors, 0)).toBe(false);
    await client.send(APP_DESTINATIONS.vote, { nameId: 'emma', approved: true });
    expect(await votesOf(client.deviceId)).toMatchObject([{ nameId: 'emma' }]);
    expect(client.client.connected).toBe(true);
  });
});

describe('the /api/ws upgrade', () => {
  function upgradeStatus(deviceUuid: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(server().wsUrl(deviceUuid), ['v12.stomp']);
      socket.on('unexpected-response', (_request, response) => {
        resolve(response.statusCode ?? 0);
        response.destroy();
      });
      socket.on('open', () => {
        resolve(101);
        socket.close();
      });
      socket.on('error', (error) => reject(error));
    });
  }

  it('refuses a malformed or missing deviceUuid with 400 and accepts a UUID', async () => {
    expect(await upgradeStatus('nope')).toBe(400);
    expect(await upgradeStatus('')).toBe(400);
    expect(await upgradeStatus(randomUUID())).toBe(101);
  });
});
