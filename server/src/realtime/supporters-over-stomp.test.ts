import { APP_DESTINATIONS, USER_DESTINATIONS } from '@name-swiper/contract/realtime';
import type {
  CheersMessage,
  ErrorMessage,
  InviteMessage,
  NameApprovedMessage,
  PartnerLikeMessage,
} from '@name-swiper/contract/realtime';
import type { Family, FamilyMatches, FamilyRoles } from '@name-swiper/contract/family';
import { describe, expect, it } from 'vitest';
import { DEVICE_GUESSES } from '../domain/invite-guard';
import type { StompTestClient } from '../../test/stomp-test-client';
import { useStompServer } from '../../test/stomp-server';

const { server, named, pair } = useStompServer();

async function getJson<T>(path: string, deviceId: string): Promise<T> {
  const response = await fetch(`${server().baseUrl}/api${path}?deviceId=${deviceId}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** Anna and Bram, and Oma who joined with the code Anna asked for with 'Invite a grandparent'. */
async function withGrandmother() {
  const { anna, bram } = await pair();
  for (const parent of [anna, bram]) {
    await parent.next<FamilyRoles>(USER_DESTINATIONS.familyRoles);
  }
  const oma = await named('Oma');
  await anna.send(APP_DESTINATIONS.invite, { role: 'supporter' });
  const invite = await anna.next<InviteMessage>(USER_DESTINATIONS.invite);
  expect(invite).toEqual({ code: expect.any(String), role: 'supporter' });
  await oma.send(APP_DESTINATIONS.accept, { inviteCode: invite.code });
  for (const member of [anna, bram, oma]) {
    expect((await member.next<Family>(USER_DESTINATIONS.family)).members).toHaveLength(3);
  }
  const roles = await Promise.all(
    [anna, bram, oma].map((member) => member.next<FamilyRoles>(USER_DESTINATIONS.familyRoles)),
  );
  expect(roles.map((view) => view.role)).toEqual(['parent', 'parent', 'supporter']);
  expect(roles[0]?.members.map(({ name, role }) => `${name}:${role}`)).toEqual([
    'Anna:parent',
    'Bram:parent',
    'Oma:supporter',
  ]);
  return { anna, bram, oma };
}

/** Whether a message for the device is already waiting on the destination (nothing new is waited for). */
const hasHeard = (client: StompTestClient, destination: string) => client.receivesWithin(destination, 0);

describe('parents and a supporter over STOMP (issue 33 §2)', () => {
  it("the grandmother's like and one parent's make no match; the second parent's celebrates on both parents' phones, not hers; she sees it once a parent shares", async () => {
    const { anna, bram, oma } = await withGrandmother();
    await oma.send(APP_DESTINATIONS.vote, { nameId: 'emma', approved: true });
    // Both parents hear who cheers; her like is pushed to no one as a partner's like (decision 89).
    for (const parent of [anna, bram]) {
      expect(await parent.next<CheersMessage>(USER_DESTINATIONS.cheers)).toEqual({
        nameId: 'emma',
        cheers: ['Oma'],
      });
      expect(await hasHeard(parent, USER_DESTINATIONS.partnerLike)).toBe(false);
    }
    await anna.send(APP_DESTINATIONS.vote, { nameId: 'emma', approved: true });
    // Anna's like is dealt to Bram alone, and makes no match with the grandmother's (her own answer comes before
    // her RECEIPT).
    expect((await bram.next<PartnerLikeMessage>(USER_DESTINATIONS.partnerLike)).name.id).toBe('emma');
    expect(await hasHeard(anna, USER_DESTINATIONS.nameApproved)).toBe(false);

    await bram.send(APP_DESTINATIONS.vote, { nameId: 'emma', approved: true });
    for (const parent of [anna, bram]) {
      expect(await parent.next<NameApprovedMessage>(USER_DESTINATIONS.nameApproved)).toEqual({
        name: 'Emma',
        nameId: 'emma',
        celebrate: true,
      });
    }
    const matches = await getJson<{ name: string; cheers?: string[] }[]>('/votes/matches', anna.deviceId);
    expect(matches).toMatchObject([{ name: 'Emma', cheers: ['Oma'] }]);

    // Not shared: she hears nothing of it, and her list of the parents' matches is empty.
    expect(await getJson<FamilyMatches>('/family/matches', oma.deviceId)).toEqual({
      shared: false,
      matches: [],
    });
    await anna.send(APP_DESTINATIONS.shareMatches, { share: true });
    for (const member of [anna, bram, oma]) {
      expect((await member.next<FamilyRoles>(USER_DESTINATIONS.familyRoles)).shareMatches).toBe(true);
    }
    // The family's roles came after every vote: had the grandmother been told of a match or dealt a parent's like, or
    // had the first like made a match, it would be waiting here already.
    expect(await hasHeard(oma, USER_DESTINATIONS.nameApproved)).toBe(false);
    expect(await hasHeard(oma, USER_DESTINATIONS.partnerLike)).toBe(false);
    expect(await hasHeard(anna, USER_DESTINATIONS.nameApproved)).toBe(false);
    expect(await hasHeard(bram, USER_DESTINATIONS.nameApproved)).toBe(false);
    expect((await getJson<FamilyMatches>('/family/matches', oma.deviceId)).matches).toMatchObject([
      { nameId: 'emma', name: 'Emma' },
    ]);

    // Shared: a new match reaches her list, quietly; the parents celebrate it.
    await anna.send(APP_DESTINATIONS.vote, { nameId: 'noah', approved: true });
    await bram.send(APP_DESTINATIONS.vote, { nameId: 'noah', approved: true });
    expect(await oma.next<NameApprovedMessage>(USER_DESTINATIONS.nameApproved)).toEqual({
      name: 'Noah',
      nameId: 'noah',
      celebrate: false,
    });
    for (const parent of [anna, bram]) {
      expect((await parent.next<NameApprovedMessage>(USER_DESTINATIONS.nameApproved)).celebrate).toBe(true);
    }
  });

  it("tells the parents who cheers as it changes, and nothing of a supporter's dislike", async () => {
    const { anna, bram, oma } = await withGrandmother();
    await oma.send(APP_DESTINATIONS.vote, { nameId: 'liam', approved: false });
    await oma.send(APP_DESTINATIONS.vote, { nameId: 'mila', approved: true });
    // The dislike came first: had it told the parents anything, it would be before Mila's cheer.
    expect(await anna.next<CheersMessage>(USER_DESTINATIONS.cheers)).toEqual({
      nameId: 'mila',
      cheers: ['Oma'],
    });
    await oma.send(APP_DESTINATIONS.unvote, { nameId: 'mila' });
    expect(await bram.next<CheersMessage>(USER_DESTINATIONS.cheers)).toEqual({
      nameId: 'mila',
      cheers: ['Oma'],
    });
    expect(await bram.next<CheersMessage>(USER_DESTINATIONS.cheers)).toEqual({ nameId: 'mila', cheers: [] });
    expect(await hasHeard(oma, USER_DESTINATIONS.cheers)).toBe(false);
  });

  it('refuses the parents’ actions to a supporter, who stays a supporter', async () => {
    const { anna, oma } = await withGrandmother();
    const refusals: [string, unknown][] = [
      [APP_DESTINATIONS.invite, {}],
      [APP_DESTINATIONS.invite, { role: 'parent' }],
      [APP_DESTINATIONS.invite, { role: 'supporter' }],
      [APP_DESTINATIONS.shareMatches, { share: true }],
      [APP_DESTINATIONS.familyLastName, { lastName: 'Jansen' }],
      [APP_DESTINATIONS.addFamilyName, { name: 'Zorbetta' }],
      [APP_DESTINATIONS.removeSupporter, { member: 'anything' }],
      [APP_DESTINATIONS.compare, { winnerId: 'emma', loserId: 'noah' }],
    ];
    for (const [destination, body] of refusals) {
      await oma.send(destination, body);
      expect(await oma.next<ErrorMessage>(USER_DESTINATIONS.errors)).toMatchObject({ code: 'parents-only' });
    }
    // A parent's code into her own family, with a role of her own choosing in the message, makes her nothing new.
    await anna.send(APP_DESTINATIONS.invite, {});
    const { code } = await anna.next<InviteMessage>(USER_DESTINATIONS.invite);
    await oma.send(APP_DESTINATIONS.accept, { inviteCode: code, role: 'parent' });
    expect(await oma.next<ErrorMessage>(USER_DESTINATIONS.errors)).toMatchObject({
      code: 'invite-own-family',
    });
    expect((await getJson<FamilyRoles>('/family/roles', oma.deviceId)).role).toBe('supporter');
    expect(await hasHeard(oma, USER_DESTINATIONS.invite)).toBe(false);
  });

  it('lets a parent remove a supporter and a supporter leave', async () => {
    const { anna, bram, oma } = await withGrandmother();
    const opa = await named('Opa');
    await bram.send(APP_DESTINATIONS.invite, { role: 'supporter' });
    await opa.send(APP_DESTINATIONS.accept, {
      inviteCode: (await bram.next<InviteMessage>(USER_DESTINATIONS.invite)).code,
    });
    for (const member of [anna, bram, oma, opa]) {
      expect((await member.next<Family>(USER_DESTINATIONS.family)).members).toHaveLength(4);
      expect((await member.next<FamilyRoles>(USER_DESTINATIONS.familyRoles)).members).toHaveLength(4);
    }
    const roles = await getJson<FamilyRoles>('/family/roles', anna.deviceId);
    const omaKey = roles.members.find((member) => member.name === 'Oma')?.key;
    await anna.send(APP_DESTINATIONS.removeSupporter, { member: omaKey });
    expect(await oma.next<Family>(USER_DESTINATIONS.family)).toEqual({ members: ['Oma'] });
    expect((await oma.next<FamilyRoles>(USER_DESTINATIONS.familyRoles)).role).toBe('parent');
    for (const member of [anna, bram, opa]) {
      expect((await member.next<Family>(USER_DESTINATIONS.family)).members).toHaveLength(3);
    }
    // A parent is not removed this way.
    const bramKey = roles.members.find((member) => member.name === 'Bram')?.key;
    await anna.send(APP_DESTINATIONS.removeSupporter, { member: bramKey });
    expect(await anna.next<ErrorMessage>(USER_DESTINATIONS.errors)).toMatchObject({
      code: 'not-a-supporter',
    });

    await opa.send(APP_DESTINATIONS.leave, {});
    expect(await opa.next<Family>(USER_DESTINATIONS.family)).toEqual({ members: ['Opa'] });
    expect(await anna.next<Family>(USER_DESTINATIONS.family)).toEqual({ members: ['Anna', 'Bram'] });
  });

  it("holds the guessing limits for a supporter's code as for a parent's", async () => {
    const { anna } = await withGrandmother();
    await anna.send(APP_DESTINATIONS.invite, { role: 'supporter' });
    const { code } = await anna.next<InviteMessage>(USER_DESTINATIONS.invite);
    const guesser = await named('Guesser');
    for (let guess = 0; guess < DEVICE_GUESSES.burst; guess++) {
      await guesser.send(APP_DESTINATIONS.accept, { inviteCode: `ZZZZZ${'23456789ABCD'.charAt(guess)}` });
      expect(await guesser.next<ErrorMessage>(USER_DESTINATIONS.errors)).toMatchObject({
        code: 'invite-not-found',
      });
    }
    await guesser.send(APP_DESTINATIONS.accept, { inviteCode: code });
    expect(await guesser.next<ErrorMessage>(USER_DESTINATIONS.errors)).toMatchObject({
      code: 'too-many-attempts',
    });
  });
});
