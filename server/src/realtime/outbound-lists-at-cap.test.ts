import { randomUUID } from 'node:crypto';
import {
  DECIDE_MAX_NAMES,
  FAMILY_MEMBERS_MAX,
  FAMILY_NAMES_MAX,
  FAMILY_NAME_MAX_LENGTH,
  DEVICE_NAME_MAX_LENGTH,
  PARENTS_MAX,
  REALTIME_LIMITS,
  SUPPORTERS_MAX,
} from '@name-swiper/contract/constants';
import type { DecideState } from '@name-swiper/contract/decide';
import type { Family, FamilyRoles } from '@name-swiper/contract/family';
import type { FamilyNames } from '@name-swiper/contract/family-names';
import { APP_DESTINATIONS, USER_DESTINATIONS } from '@name-swiper/contract/realtime';
import type { ErrorMessage, InviteMessage, NameApprovedMessage } from '@name-swiper/contract/realtime';
import { describe, expect, it } from 'vitest';
import { compareNames } from '../domain/decide';
import { addFamilyName, listFamilyNames } from '../domain/family-names';
import { acceptInvite, createInvite } from '../domain/invites';
import { castVote } from '../domain/votes';
import { setDeviceName } from '../../test/pairing';
import type { StompTestClient } from '../../test/stomp-test-client';
import { useStompServer } from '../../test/stomp-server';

const { server, connect } = useStompServer();

/** Half a session's outbound budget: a whole list at its cap leaves room for another such message beside it. */
const MESSAGE_BUDGET_BYTES = REALTIME_LIMITS.outboundBufferBytes / 2;

/** The bytes of a message body as the server serialises it. */
const bytesOf = (body: unknown) => Buffer.byteLength(JSON.stringify(body));

/**
 * The longest names a person can give, in three-byte letters (Hangul syllables), each distinct: the worst case in
 * bytes of every list that carries names.
 */
const longName = (index: number, length: number) =>
  Array.from({ length }, (_, offset) => String.fromCodePoint(0xac00 + index * length + offset)).join('');

/**
 * A family of `size` devices with the longest display names, all connected over STOMP; the first one invited: its
 * parents first (PARENTS_MAX at most), then supporters (decision 89).
 */
async function fullFamily(size: number): Promise<StompTestClient[]> {
  const { db } = server().database;
  const members = await Promise.all(Array.from({ length: size }, () => connect(randomUUID())));
  await Promise.all(
    members.map((member, index) =>
      setDeviceName(server().baseUrl, member.deviceId, longName(index, DEVICE_NAME_MAX_LENGTH)),
    ),
  );
  const [first, ...rest] = members;
  for (const [index, member] of rest.entries()) {
    const role = index + 1 < PARENTS_MAX ? 'parent' : 'supporter';
    await acceptInvite(db, member.deviceId, await createInvite(db, first?.deviceId ?? '', Date.now(), role));
  }
  return members;
}

/** Each member receives a message on `destination`; all of them equal, within the budget. Returns it. */
async function everyMemberHears<T>(members: StompTestClient[], destination: string): Promise<T[]> {
  const heard = await Promise.all(members.map((member) => member.next<T>(destination)));
  for (const body of heard) {
    expect(bytesOf(body)).toBeLessThanOrEqual(MESSAGE_BUDGET_BYTES);
  }
  return heard;
}

describe('every list the server pushes is bounded, at its cap (issue 30 §1, §2)', () => {
  it(`members: a family links at most ${FAMILY_MEMBERS_MAX} devices (${PARENTS_MAX} parents, ${SUPPORTERS_MAX} supporters); one more is refused and its code kept`, async () => {
    const members = await fullFamily(FAMILY_MEMBERS_MAX - 1);
    const [anna] = members;
    const last = await connect(randomUUID());
    const oneTooMany = await connect(randomUUID());
    await anna?.send(APP_DESTINATIONS.invite, { role: 'supporter' });
    const { code } = (await anna?.next<InviteMessage>(USER_DESTINATIONS.invite)) ?? { code: '' };
    await last.send(APP_DESTINATIONS.accept, { inviteCode: code });
    const lists = await everyMemberHears<Family>([...members, last], USER_DESTINATIONS.family);
    expect(lists.map((list) => list.members.length)).toEqual(lists.map(() => FAMILY_MEMBERS_MAX));
    const roles = await everyMemberHears<FamilyRoles>([...members, last], USER_DESTINATIONS.familyRoles);
    expect(roles.map((list) => list.members.length)).toEqual(roles.map(() => FAMILY_MEMBERS_MAX));

    await anna?.send(APP_DESTINATIONS.invite, {});
    const parentCode = (await anna?.next<InviteMessage>(USER_DESTINATIONS.invite))?.code ?? '';
    await oneTooMany.send(APP_DESTINATIONS.accept, { inviteCode: parentCode });
    expect(await oneTooMany.next<ErrorMessage>(USER_DESTINATIONS.errors)).toMatchObject({
      code: 'parents-full',
    });
    await anna?.send(APP_DESTINATIONS.invite, { role: 'supporter' });
    const second = (await anna?.next<InviteMessage>(USER_DESTINATIONS.invite))?.code ?? '';
    await oneTooMany.send(APP_DESTINATIONS.accept, { inviteCode: second });
    expect(await oneTooMany.next<ErrorMessage>(USER_DESTINATIONS.errors)).toMatchObject({
      code: 'supporters-full',
    });

    // Once a member leaves, the same code still lets the next one in: a refusal does not use it up. The refusal
    // told the family nothing: the first list they hear of after it is the one without the member who left.
    await last.send(APP_DESTINATIONS.leave, {});
    const afterLeave = await everyMemberHears<Family>(members, USER_DESTINATIONS.family);
    expect(afterLeave.map((list) => list.members.length)).toEqual(
      afterLeave.map(() => FAMILY_MEMBERS_MAX - 1),
    );
    await oneTooMany.send(APP_DESTINATIONS.accept, { inviteCode: second });
    expect((await oneTooMany.next<Family>(USER_DESTINATIONS.family)).members).toHaveLength(
      FAMILY_MEMBERS_MAX,
    );
  });

  it(`a family's own names: at most ${FAMILY_NAMES_MAX}, the full list reaches every member, one more is refused`, async () => {
    const members = await fullFamily(FAMILY_MEMBERS_MAX);
    const [anna, bram] = members;
    const { db } = server().database;
    for (let index = 0; index < FAMILY_NAMES_MAX - 1; index += 1) {
      await addFamilyName(db, anna?.deviceId ?? '', {
        name: longName(index, FAMILY_NAME_MAX_LENGTH),
        gender: 'N',
      });
    }
    await bram?.send(APP_DESTINATIONS.addFamilyName, {
      name: longName(FAMILY_NAMES_MAX - 1, FAMILY_NAME_MAX_LENGTH),
    });
    const lists = await everyMemberHears<FamilyNames>(members, USER_DESTINATIONS.familyNames);
    expect(lists.map((list) => list.names.length)).toEqual(lists.map(() => FAMILY_NAMES_MAX));

    await bram?.send(APP_DESTINATIONS.addFamilyName, { name: 'Zyxandrella' });
    const refused = await bram?.next<ErrorMessage>(USER_DESTINATIONS.errors);
    expect(refused).toMatchObject({ code: 'family-names-full' });
    expect(refused?.message).toContain(String(FAMILY_NAMES_MAX));
    expect(await listFamilyNames(db, anna?.deviceId ?? '')).toHaveLength(FAMILY_NAMES_MAX);

    // Every member is still connected and reading: a remove reaches them all, and then there is room again. The
    // refusal told the family nothing: the first list they hear of after it is the one without the removed name.
    const [oldest] = lists[0]?.names ?? [];
    await anna?.send(APP_DESTINATIONS.removeFamilyName, { nameId: oldest?.id ?? '' });
    const afterRemove = await everyMemberHears<FamilyNames>(members, USER_DESTINATIONS.familyNames);
    expect(afterRemove.map((list) => list.names.length)).toEqual(afterRemove.map(() => FAMILY_NAMES_MAX - 1));
    await bram?.send(APP_DESTINATIONS.addFamilyName, { name: 'Zyxandrella' });
    const again = await everyMemberHears<FamilyNames>(members, USER_DESTINATIONS.familyNames);
    expect(again[0]?.names.at(-1)?.name).toBe('Zyxandrella');
  });

  it(`Decide: ranks the first ${DECIDE_MAX_NAMES} matches, and every parent's view reaches them all`, async () => {
    const members = (await fullFamily(FAMILY_MEMBERS_MAX)).slice(0, PARENTS_MAX);
    const [anna, ...others] = members;
    const { db } = server().database;
    const ids: string[] = [];
    for (let index = 0; index <= DECIDE_MAX_NAMES; index += 1) {
      await addFamilyName(db, anna?.deviceId ?? '', {
        name: longName(index, FAMILY_NAME_MAX_LENGTH),
        gender: 'N',
      });
    }
    for (const { id } of await listFamilyNames(db, anna?.deviceId ?? '')) {
      ids.push(id);
    }
    // Every member liked the first DECIDE_MAX_NAMES a while ago; the last one is liked now, by all but one.
    const [late, ...early] = [ids.at(-1) ?? '', ...ids.slice(0, DECIDE_MAX_NAMES)];
    for (const member of members) {
      for (const nameId of early) {
        await castVote(db, member.deviceId, nameId, true, 60_000);
      }
    }
    for (const member of others) {
      await castVote(db, member.deviceId, late, true);
    }
    await anna?.send(APP_DESTINATIONS.vote, { nameId: late, approved: true });
    const approved = await everyMemberHears<NameApprovedMessage>(members, USER_DESTINATIONS.nameApproved);
    expect(approved.map((message) => message.nameId)).toEqual(members.map(() => late));

    for (const [index, first] of early.entries()) {
      for (const second of early.slice(index + 1)) {
        await compareNames(db, anna?.deviceId ?? '', first, second);
      }
    }
    const [winner = '', loser = ''] = early;
    await anna?.send(APP_DESTINATIONS.compare, { winnerId: loser, loserId: winner });
    const views = await everyMemberHears<DecideState>(members, USER_DESTINATIONS.decide);
    for (const view of views) {
      expect(view.names.map((name) => name.nameId).sort()).toEqual([...early].sort());
      expect(view.rankings).toHaveLength(PARENTS_MAX);
    }
    expect(views[0]?.comparedPairs).toHaveLength((DECIDE_MAX_NAMES * (DECIDE_MAX_NAMES - 1)) / 2);
  });
});
