import { FAMILY_NAMES_MAX } from '@name-swiper/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { pairDevices } from '../../test/pairing';
import { createTestApp, newDeviceId } from '../../test/test-app';
import {
  addFamilyName,
  listFamilyNames,
  removeFamilyName,
  withFamilyNameCount,
  withFamilyNames,
} from './family-names';
import { pickFamilyName } from './family-picks';
import { acceptInvite, createInvite } from './invites';
import type { UnvotedFilter } from './names';
import { countUnvotedNames, listUnvotedNames } from './names';
import { castVote } from './votes';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;

const ids = async (deviceId: string) => (await listFamilyNames(db(), deviceId)).map((name) => name.id);
const FILTER: UnvotedFilter = { tags: ['english'], genders: [], tagMatch: 'any', limit: 50 };
const deck = async (deviceId: string, filter = FILTER) =>
  withFamilyNames(db(), deviceId, filter, await listUnvotedNames(db(), deviceId, filter));
const remaining = async (deviceId: string, filter = FILTER) =>
  (await withFamilyNameCount(db(), deviceId, filter, await countUnvotedNames(db(), deviceId, filter)))
    .remaining;

describe("a family's picks from the catalogue (decision 98)", () => {
  it('are listed with its own names and dealt first, once, marked, whatever the tag filters', async () => {
    const [anna, bram] = await pair();
    await addFamilyName(db(), anna, { name: 'Zyxandra', gender: 'F' });
    const countBefore = await remaining(bram);
    // Wilma is no English name: the filters would never deal it.
    await pickFamilyName(db(), anna, 'wilma');
    expect((await listFamilyNames(db(), bram)).map((name) => name.name)).toEqual(['Zyxandra', 'Wilma']);
    const cards = await deck(bram);
    expect(cards.slice(0, 2).map((card) => [card.name, card.addedByFamily])).toEqual([
      ['Zyxandra', true],
      ['Wilma', true],
    ]);
    expect(cards[1]).toMatchObject({ id: 'wilma', gender: 'F', tags: expect.arrayContaining(['german']) });
    expect(await remaining(bram)).toBe(countBefore + 1);

    // Emma is an English name: put first, it is dealt once and counted once.
    await pickFamilyName(db(), bram, 'emma');
    const again = await deck(anna);
    expect(again.slice(0, 3).map((card) => card.name)).toEqual(['Zyxandra', 'Wilma', 'Emma']);
    expect(again.filter((card) => card.id === 'emma')).toHaveLength(1);
    expect(await remaining(anna)).toBe(countBefore + 1);

    await castVote(db(), bram, 'wilma', false);
    expect((await deck(bram)).map((card) => card.name).slice(0, 2)).toEqual(['Zyxandra', 'Emma']);
  });

  it('keep the gender filter, and leave the list when removed while the name stays in the catalogue', async () => {
    const [anna, bram] = await pair();
    await pickFamilyName(db(), anna, 'johannes');
    expect((await deck(bram, { ...FILTER, genders: ['F'] })).some((card) => card.id === 'johannes')).toBe(
      false,
    );
    expect((await deck(bram, { ...FILTER, genders: ['M'] }))[0]?.id).toBe('johannes');
    await removeFamilyName(db(), bram, 'johannes');
    expect(await ids(anna)).toEqual([]);
    expect(
      (await deck(anna, { ...FILTER, tags: ['german'], genders: ['M'] }))[0]?.addedByFamily,
    ).toBeUndefined();
    await pickFamilyName(db(), bram, 'johannes');
    expect(await ids(anna)).toEqual(['johannes']);
  });

  it('refuse a name the catalogue does not hold and a family name id', async () => {
    const [anna] = await pair();
    await expect(pickFamilyName(db(), anna, 'zyxandra')).rejects.toMatchObject({ code: 'name-not-found' });
    await addFamilyName(db(), anna, { name: 'Quillon', gender: 'M' });
    const [own] = await ids(anna);
    await expect(pickFamilyName(db(), anna, own ?? '')).rejects.toMatchObject({ code: 'name-not-found' });
  });

  it(`count towards the ${FAMILY_NAMES_MAX} names of a family, and come along with a joiner as far as there is room`, async () => {
    const [anna] = await pair();
    const letters = (index: number) =>
      `Qp${String.fromCodePoint(0x61 + Math.floor(index / 26), 0x61 + (index % 26))}ra`;
    for (let index = 0; index < FAMILY_NAMES_MAX - 1; index += 1) {
      await addFamilyName(db(), anna, { name: letters(index), gender: 'N' });
    }
    const dana = newDeviceId();
    await pickFamilyName(db(), dana, 'wilma', Date.now());
    await pickFamilyName(db(), dana, 'noor', Date.now() + 1);
    await acceptInvite(db(), dana, await createInvite(db(), anna));
    const listed = await ids(anna);
    expect(listed).toHaveLength(FAMILY_NAMES_MAX);
    expect(listed).toContain('wilma');
    expect(listed).not.toContain('noor');
    await expect(pickFamilyName(db(), anna, 'noor')).rejects.toMatchObject({ code: 'family-names-full' });
    await expect(addFamilyName(db(), anna, { name: 'Zyxandra', gender: 'F' })).rejects.toMatchObject({
      code: 'family-names-full',
    });
    // A name listed already is no new name: picking it again changes nothing.
    await pickFamilyName(db(), anna, 'wilma');
    await removeFamilyName(db(), anna, 'wilma');
    await pickFamilyName(db(), anna, 'noor');
    expect(await ids(anna)).toContain('noor');
    expect(await ids(anna)).not.toContain('wilma');
  });
});

function pair() {
  return pairDevices(db());
}
