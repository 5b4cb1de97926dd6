import { INVITE_CODE_ALPHABET, INVITE_VALIDITY_MS } from '@name-swiper/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createTestApp, newDeviceId } from '../../test/test-app';
import { setDeviceName } from './devices';
import { familyMembers } from './family';
import { createMemoryTokenBuckets } from '../limits/memory-token-buckets';
import { DEVICE_GUESSES, InviteGuard } from './invite-guard';
import { acceptInvite, createInvite, leaveFamily, tryInviteCode } from './invites';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;

async function named(name: string) {
  const deviceId = newDeviceId();
  await setDeviceName(db(), deviceId, name);
  return deviceId;
}

describe('createInvite', () => {
  it('makes 6-character codes from the unambiguous alphabet', async () => {
    const deviceId = newDeviceId();
    for (let i = 0; i < 20; i++) {
      const code = await createInvite(db(), deviceId);
      expect(code).toMatch(new RegExp(`^[${INVITE_CODE_ALPHABET}]{6}$`));
    }
  });
});

describe('acceptInvite', () => {
  it('moves the joiner into the family and reports every member', async () => {
    const anna = await named('Anna');
    const bram = await named('Bram');
    const change = await acceptInvite(db(), bram, await createInvite(db(), anna));
    expect(new Set(change.affectedDeviceIds)).toEqual(new Set([anna, bram]));
    expect(await familyMembers(db(), anna)).toEqual(['Anna', 'Bram']);
    expect(await familyMembers(db(), bram)).toEqual(['Bram', 'Anna']);
  });

  it('accepts the code trimmed and in any case', async () => {
    const anna = await named('Anna');
    const code = await createInvite(db(), anna);
    await acceptInvite(db(), newDeviceId(), `  ${code.toLowerCase()} `);
    expect(await familyMembers(db(), anna)).toHaveLength(2);
  });

  it('refuses an unknown, a used, an expired and an own code with their own error codes', async () => {
    const anna = await named('Anna');
    await expect(acceptInvite(db(), newDeviceId(), 'ZZZZZZ')).rejects.toMatchObject({
      code: 'invite-not-found',
    });

    const used = await createInvite(db(), anna);
    await acceptInvite(db(), newDeviceId(), used);
    await expect(acceptInvite(db(), newDeviceId(), used)).rejects.toMatchObject({ code: 'invite-used' });

    const bram = await named('Bram');
    const now = Date.now();
    const expired = await createInvite(db(), bram, now);
    await expect(
      acceptInvite(db(), newDeviceId(), expired, now + INVITE_VALIDITY_MS + 1),
    ).rejects.toMatchObject({
      code: 'invite-expired',
    });

    const own = await createInvite(db(), bram);
    await expect(acceptInvite(db(), bram, own)).rejects.toMatchObject({ code: 'invite-own-family' });
    expect(await familyMembers(db(), bram)).toEqual(['Bram']);
  });

  it('refuses a joiner who is not alone', async () => {
    const anna = await named('Anna');
    const bram = await named('Bram');
    await acceptInvite(db(), bram, await createInvite(db(), anna));
    const carla = await named('Carla');
    await expect(acceptInvite(db(), bram, await createInvite(db(), carla))).rejects.toMatchObject({
      code: 'not-alone',
    });
    expect(await familyMembers(db(), bram)).toEqual(['Bram', 'Anna']);
  });
});

describe('tryInviteCode', () => {
  it('refuses a device after repeated tries without looking the code up, but not others', async () => {
    const guard = new InviteGuard(createMemoryTokenBuckets());
    const guesser = newDeviceId();
    for (let i = 0; i < DEVICE_GUESSES.burst; i++) {
      await expect(tryInviteCode(db(), guard, { deviceId: guesser, input: 'AAAAAA' })).rejects.toMatchObject({
        code: 'invite-not-found',
      });
    }
    const anna = await named('Anna');
    const code = await createInvite(db(), anna);
    await expect(tryInviteCode(db(), guard, { deviceId: guesser, input: code })).rejects.toMatchObject({
      code: 'too-many-attempts',
    });
    await tryInviteCode(db(), guard, { deviceId: newDeviceId(), input: code });
    expect(await familyMembers(db(), anna)).toHaveLength(2);
  });
});

describe('leaveFamily', () => {
  it('puts the leaver in a family of one and keeps the others together', async () => {
    const anna = await named('Anna');
    const bram = await named('Bram');
    const carla = await named('Carla');
    await acceptInvite(db(), bram, await createInvite(db(), anna));
    await acceptInvite(db(), carla, await createInvite(db(), anna));
    const change = await leaveFamily(db(), bram);
    expect(new Set(change.affectedDeviceIds)).toEqual(new Set([anna, bram, carla]));
    expect(await familyMembers(db(), bram)).toEqual(['Bram']);
    expect(await familyMembers(db(), anna)).toEqual(['Anna', 'Carla']);
  });

  it("voids the leaver's unused invites, and only the leaver's", async () => {
    const anna = await named('Anna');
    const bram = await named('Bram');
    await acceptInvite(db(), bram, await createInvite(db(), anna));
    const fromBram = await createInvite(db(), bram);
    const fromAnna = await createInvite(db(), anna);
    await leaveFamily(db(), bram);
    await expect(acceptInvite(db(), newDeviceId(), fromBram)).rejects.toMatchObject({
      code: 'invite-not-found',
    });
    await acceptInvite(db(), newDeviceId(), fromAnna);
    expect(await familyMembers(db(), anna)).toHaveLength(2);
  });

  it('changes nothing for a device that is alone', async () => {
    const anna = await named('Anna');
    expect(await leaveFamily(db(), anna)).toEqual({ affectedDeviceIds: [anna] });
    expect(await familyMembers(db(), anna)).toEqual(['Anna']);
  });

  it('lets a device that left join another family', async () => {
    const anna = await named('Anna');
    const bram = await named('Bram');
    await acceptInvite(db(), bram, await createInvite(db(), anna));
    await leaveFamily(db(), bram);
    const carla = await named('Carla');
    await acceptInvite(db(), bram, await createInvite(db(), carla));
    expect(await familyMembers(db(), bram)).toEqual(['Bram', 'Carla']);
  });
});
