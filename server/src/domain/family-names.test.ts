import { FAMILY_NAMES_MAX } from '@name-swiper/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { pairDevices } from '../../test/pairing';
import { createTestApp, newDeviceId } from '../../test/test-app';
import { addFamilyName, listFamilyNames, removeFamilyName, withFamilyNames } from './family-names';
import { acceptInvite, createInvite } from './invites';
import { castVote, listVotes } from './votes';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;

const pair = () => pairDevices(db());

const spellings = async (deviceId: string) =>
  (await listFamilyNames(db(), deviceId)).map((name) => name.name);

describe("a family's own names", () => {
  it('are one name when both partners add the same spelling at the same moment', async () => {
    const [anna, bram] = await pair();
    await Promise.all([
      addFamilyName(db(), anna, { name: 'Quillon', gender: 'M' }),
      addFamilyName(db(), bram, { name: 'quillon', gender: 'M' }),
    ]);
    expect((await spellings(anna)).map((name) => name.toLowerCase())).toEqual(['quillon']);
  });

  it('name the catalogue spelling when refused as a catalogue name', async () => {
    await expect(addFamilyName(db(), newDeviceId(), { name: 'NOAH', gender: 'M' })).rejects.toMatchObject({
      code: 'name-in-catalogue',
      message: expect.stringContaining('Noah'),
    });
  });

  it("come along with a joiner, except a spelling the family has, whose joiner's vote stays in History", async () => {
    const [anna] = await pair();
    await addFamilyName(db(), anna, { name: 'Hrafnkell', gender: 'M' });
    const carla = newDeviceId();
    await addFamilyName(db(), carla, { name: 'Hrafnkell', gender: 'M' });
    await addFamilyName(db(), carla, { name: 'Élodine', gender: 'F' });
    const own = (await listFamilyNames(db(), carla)).find((name) => name.name === 'Hrafnkell');
    await castVote(db(), carla, own?.id ?? '', true);

    await acceptInvite(db(), carla, await createInvite(db(), anna));
    expect((await spellings(carla)).sort()).toEqual(['Hrafnkell', 'Élodine']);
    const hrafnkell = (await listFamilyNames(db(), carla)).find((name) => name.name === 'Hrafnkell');
    expect(hrafnkell?.id).not.toBe(own?.id);
    expect((await listVotes(db(), carla, 'all')).map((vote) => vote.name)).toEqual(['Hrafnkell']);
  });

  it(`stop at ${FAMILY_NAMES_MAX}, also for a joiner's names, which come along oldest first as far as there is room`, async () => {
    const [anna, bram] = await pair();
    const letters = (index: number) =>
      `Qz${String.fromCodePoint(0x61 + Math.floor(index / 26), 0x61 + (index % 26))}ra`;
    await Promise.all(
      Array.from({ length: FAMILY_NAMES_MAX - 2 }, (_, index) =>
        addFamilyName(db(), index % 2 === 0 ? anna : bram, { name: letters(index), gender: 'N' }),
      ),
    );
    const carla = newDeviceId();
    for (const [minute, name] of ['Wyxana', 'Wyxanb', 'Wyxanc', 'Wyxand'].entries()) {
      await addFamilyName(db(), carla, { name, gender: 'F' }, Date.now() - (10 - minute) * 60_000);
    }
    await acceptInvite(db(), carla, await createInvite(db(), anna));
    const listed = await spellings(carla);
    expect(listed).toHaveLength(FAMILY_NAMES_MAX);
    expect(listed.filter((name) => name.startsWith('Wyxan'))).toEqual(['Wyxana', 'Wyxanb']);
    await expect(addFamilyName(db(), bram, { name: 'Wyxand', gender: 'F' })).rejects.toMatchObject({
      code: 'family-names-full',
    });
    // A name the family has is no new name: adding it again is not refused.
    await addFamilyName(db(), bram, { name: 'Wyxana', gender: 'F' });
    await removeFamilyName(db(), anna, (await listFamilyNames(db(), anna))[0]?.id ?? '');
    await addFamilyName(db(), bram, { name: 'Wyxand', gender: 'F' });
    expect((await spellings(anna)).at(-1)).toBe('Wyxand');
  });

  it('are removed for the whole family, and only by a member', async () => {
    const [anna, bram] = await pair();
    await addFamilyName(db(), anna, { name: 'Quorvex', gender: 'N' });
    const [quorvex] = await listFamilyNames(db(), bram);
    await expect(removeFamilyName(db(), newDeviceId(), quorvex?.id ?? '')).rejects.toMatchObject({
      code: 'name-not-found',
    });
    expect(new Set(await removeFamilyName(db(), bram, quorvex?.id ?? ''))).toEqual(new Set([anna, bram]));
    expect(await spellings(anna)).toEqual([]);
  });

  it('are dealt under the filters on their spelling and gender, and stay in under places and eras', async () => {
    const [anna, bram] = await pair();
    await addFamilyName(db(), anna, { name: 'Zyxandra', gender: 'F' });
    const dealt = async (filter: Partial<Parameters<typeof withFamilyNames>[2]>) =>
      (
        await withFamilyNames(
          db(),
          bram,
          { tags: [], genders: [], tagMatch: 'any', limit: 10, ...filter },
          [],
        )
      ).map((item) => item.name);

    expect(await dealt({})).toEqual(['Zyxandra']);
    expect(await dealt({ initials: ['z'], lengths: ['long'], genders: ['F'] })).toEqual(['Zyxandra']);
    expect(await dealt({ initials: ['n'] })).toEqual([]);
    expect(await dealt({ lengths: ['short'] })).toEqual([]);
    expect(await dealt({ unisex: true })).toEqual([]);
    expect(await dealt({ genders: ['M'] })).toEqual([]);
    expect(await dealt({ tags: ['english'], eras: ['classic'] })).toEqual(['Zyxandra']);
  });
});
