import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { pairDevices } from '../../test/pairing';
import { createTestApp, newDeviceId } from '../../test/test-app';
import { getFamilyLastName, setFamilyLastName } from './family-last-name';
import { acceptInvite, createInvite, leaveFamily } from './invites';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;

const pair = () => pairDevices(db());

describe('the family last name', () => {
  it('is shared by every member once one sets it, and "" clears it', async () => {
    const [anna, bram] = await pair();
    expect(await getFamilyLastName(db(), bram)).toBeNull();
    expect(new Set(await setFamilyLastName(db(), anna, 'de Vries'))).toEqual(new Set([anna, bram]));
    expect(await getFamilyLastName(db(), bram)).toBe('de Vries');
    await setFamilyLastName(db(), bram, '');
    expect(await getFamilyLastName(db(), anna)).toBeNull();
  });

  it('is adopted by a joiner, and gone for both when a family of two splits', async () => {
    const [anna, bram] = await pair();
    await setFamilyLastName(db(), anna, 'Jansen');
    const carla = newDeviceId();
    await acceptInvite(db(), carla, await createInvite(db(), anna));
    expect(await getFamilyLastName(db(), carla)).toBe('Jansen');
    await leaveFamily(db(), carla);
    expect(await getFamilyLastName(db(), carla)).toBeNull();
    expect(await getFamilyLastName(db(), anna)).toBe('Jansen');
    await leaveFamily(db(), bram);
    expect(await getFamilyLastName(db(), anna)).toBeNull();
    expect(await getFamilyLastName(db(), bram)).toBeNull();
    // A new partner in Anna's family does not bring the old couple's name back.
    await acceptInvite(db(), carla, await createInvite(db(), anna));
    expect(await getFamilyLastName(db(), carla)).toBeNull();
  });

  it('cannot be set alone: the last name then stays on the device', async () => {
    await expect(setFamilyLastName(db(), newDeviceId(), 'Jansen')).rejects.toMatchObject({
      code: 'family-of-one',
    });
  });
});
