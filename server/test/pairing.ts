import { randomUUID } from 'node:crypto';
import { APP_DESTINATIONS, USER_DESTINATIONS } from '@name-swiper/contract/realtime';
import type { InviteMessage } from '@name-swiper/contract/realtime';
import type { Family } from '@name-swiper/contract/family';
import { expect } from 'vitest';
import type { Db } from '../src/db/db';
import { acceptInvite, createInvite } from '../src/domain/invites';
import type { StompTestClient } from './stomp-test-client';

export async function setDeviceName(baseUrl: string, deviceId: string, name: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/device/name?deviceId=${deviceId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  expect(response.status).toBe(200);
}

/** Anna asks for an invite code, Bram joins with it, and both receive the new member list. Returns the code. */
export async function pairOverStomp(anna: StompTestClient, bram: StompTestClient): Promise<string> {
  await anna.send(APP_DESTINATIONS.invite, {});
  const { code } = await anna.next<InviteMessage>(USER_DESTINATIONS.invite);
  await bram.send(APP_DESTINATIONS.accept, { inviteCode: code });
  expect(await anna.next<Family>(USER_DESTINATIONS.family)).toEqual({ members: ['Anna', 'Bram'] });
  expect(await bram.next<Family>(USER_DESTINATIONS.family)).toEqual({ members: ['Bram', 'Anna'] });
  return code;
}

/** Both like the name; each must receive name-approved with its spelling. */
export async function matchOverStomp(
  anna: StompTestClient,
  bram: StompTestClient,
  nameId: string,
  name: string,
) {
  await anna.send(APP_DESTINATIONS.vote, { nameId, approved: true });
  await bram.send(APP_DESTINATIONS.vote, { nameId, approved: true });
  expect(await anna.next(USER_DESTINATIONS.nameApproved)).toEqual({ name, nameId, celebrate: true });
  expect(await bram.next(USER_DESTINATIONS.nameApproved)).toEqual({ name, nameId, celebrate: true });
}

/** Two devices in one family through the domain: the first invites, the second accepts. */
export async function pairDevices(
  db: Db,
  anna: string = randomUUID(),
  bram: string = randomUUID(),
): Promise<[string, string]> {
  await acceptInvite(db, bram, await createInvite(db, anna));
  return [anna, bram];
}
