import { APP_DESTINATIONS, USER_DESTINATIONS } from '@name-swiper/contract/realtime';
import type { ErrorMessage, NameApprovedMessage } from '@name-swiper/contract/realtime';
import type { FamilyLastName } from '@name-swiper/contract/family';
import type { MatchesToCelebrate } from '@name-swiper/contract/matches';
import type { Vote } from '@name-swiper/contract/votes';
import { describe, expect, it } from 'vitest';
import type { StompTestClient } from '../../test/stomp-test-client';
import { codePointLabel, INVISIBLE_FINDINGS } from '../../test/forbidden-characters';
import { useStompServer } from '../../test/stomp-server';

const stomp = useStompServer();
const { server, named } = stomp;

async function pair(): Promise<[StompTestClient, StompTestClient]> {
  const { anna, bram } = await stomp.pair();
  // Joining tells both the family's last name (none yet).
  expect(await anna.next(USER_DESTINATIONS.familyLastName)).toEqual({ lastName: null });
  expect(await bram.next(USER_DESTINATIONS.familyLastName)).toEqual({ lastName: null });
  return [anna, bram];
}

async function getJson<T>(path: string, deviceId: string): Promise<T> {
  const response = await fetch(`${server().baseUrl}/api${path}?deviceId=${deviceId}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const toCelebrate = async (client: StompTestClient) =>
  (await getJson<MatchesToCelebrate>('/matches/to-celebrate', client.deviceId)).matches.map(
    (match) => match.name,
  );

describe('every match celebrated once', () => {
  it('tells a device not to celebrate again a match it closed, after an undo and a like again', async () => {
    const [anna, bram] = await pair();
    await anna.send(APP_DESTINATIONS.vote, { nameId: 'emma', approved: true });
    await bram.send(APP_DESTINATIONS.vote, { nameId: 'emma', approved: true });
    const made = { name: 'Emma', nameId: 'emma', celebrate: true };
    expect(await anna.next(USER_DESTINATIONS.nameApproved)).toEqual(made);
    expect(await bram.next(USER_DESTINATIONS.nameApproved)).toEqual(made);
    await bram.send(APP_DESTINATIONS.celebrate, { nameId: 'emma' });

    await bram.send(APP_DESTINATIONS.unvote, { nameId: 'emma' });
    await bram.next(USER_DESTINATIONS.matchRemoved);
    await bram.send(APP_DESTINATIONS.vote, { nameId: 'emma', approved: true });
    expect(await bram.next<NameApprovedMessage>(USER_DESTINATIONS.nameApproved)).toEqual({
      ...made,
      celebrate: false,
    });
    // Anna never closed it: hers is still to celebrate.
    expect(await anna.next<NameApprovedMessage>(USER_DESTINATIONS.nameApproved)).toEqual(made);
    expect(await toCelebrate(bram)).toEqual([]);
    expect(await toCelebrate(anna)).toEqual(['Emma']);
  });

  it('lists the matches made while a device was away, in order, with when each was made', async () => {
    const [anna, bram] = await pair();
    const names = ['liam', 'noah', 'sophie'];
    for (const nameId of names) {
      await anna.send(APP_DESTINATIONS.vote, { nameId, approved: true });
    }
    await anna.close();
    const before = Date.now();
    for (const nameId of names) {
      await bram.send(APP_DESTINATIONS.vote, { nameId, approved: true });
    }
    expect(await toCelebrate(anna)).toEqual(['Liam', 'Noah', 'Sophie']);
    const matches = await getJson<Vote[]>('/votes/matches', anna.deviceId);
    expect(matches).toHaveLength(3);
    for (const match of matches) {
      expect(Date.parse(match.matchedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    }
    await bram.send(APP_DESTINATIONS.celebrate, { nameId: 'noah' });
    expect(await toCelebrate(bram)).toEqual(['Liam', 'Sophie']);
  });

  it('refuses a celebration that is not a name id', async () => {
    const [anna] = await pair();
    await anna.send(APP_DESTINATIONS.celebrate, { nameId: '' });
    expect(await anna.next<ErrorMessage>(USER_DESTINATIONS.errors)).toMatchObject({
      code: 'invalid-message',
    });
  });
});

describe('one family last name', () => {
  it('is sent live to both partners and answered by GET /family/last-name', async () => {
    const [anna, bram] = await pair();
    await anna.send(APP_DESTINATIONS.familyLastName, { lastName: '  de Vries ' });
    expect(await anna.next<FamilyLastName>(USER_DESTINATIONS.familyLastName)).toEqual({
      lastName: 'de Vries',
    });
    expect(await bram.next<FamilyLastName>(USER_DESTINATIONS.familyLastName)).toEqual({
      lastName: 'de Vries',
    });
    expect(await getJson<FamilyLastName>('/family/last-name', bram.deviceId)).toEqual({
      lastName: 'de Vries',
    });

    await bram.send(APP_DESTINATIONS.leave, {});
    expect(await anna.next<FamilyLastName>(USER_DESTINATIONS.familyLastName)).toEqual({ lastName: null });
    expect(await bram.next<FamilyLastName>(USER_DESTINATIONS.familyLastName)).toEqual({ lastName: null });
  });

  it('is refused with a reason: invisible characters, too long, or alone', async () => {
    const [anna] = await pair();
    await anna.send(APP_DESTINATIONS.familyLastName, { lastName: 'Jan\u202Esen' });
    expect(await anna.next<ErrorMessage>(USER_DESTINATIONS.errors)).toMatchObject({
      code: 'invalid-characters',
    });
    await anna.send(APP_DESTINATIONS.familyLastName, { lastName: 'x'.repeat(61) });
    expect(await anna.next<ErrorMessage>(USER_DESTINATIONS.errors)).toMatchObject({
      code: 'invalid-message',
    });
    expect(await getJson<FamilyLastName>('/family/last-name', anna.deviceId)).toEqual({ lastName: null });

    const alone = await named('Carla');
    await alone.send(APP_DESTINATIONS.familyLastName, { lastName: 'Jansen' });
    expect(await alone.next<ErrorMessage>(USER_DESTINATIONS.errors)).toMatchObject({ code: 'family-of-one' });
  });

  it.each(INVISIBLE_FINDINGS)(
    'refuses a last name with a %s in it, naming the character',
    async (_, codePoint) => {
      const [anna, bram] = await pair();
      await anna.send(APP_DESTINATIONS.familyLastName, {
        lastName: `de${String.fromCodePoint(codePoint)} Vries`,
      });
      expect(await anna.next<ErrorMessage>(USER_DESTINATIONS.errors)).toEqual({
        code: 'invalid-characters',
        message: `Invalid message: lastName: must not contain control, invisible or text-direction characters (found ${codePointLabel(codePoint)}).`,
      });
      expect(await getJson<FamilyLastName>('/family/last-name', bram.deviceId)).toEqual({ lastName: null });
      // Nothing went to Bram: the first last name he hears of is the one Anna sets next.
      await anna.send(APP_DESTINATIONS.familyLastName, { lastName: 'de Vries' });
      expect(await bram.next(USER_DESTINATIONS.familyLastName)).toEqual({ lastName: 'de Vries' });
    },
  );
});
