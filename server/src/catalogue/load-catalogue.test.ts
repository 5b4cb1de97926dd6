import fs from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { addFamilyName } from '../domain/family-names';
import { findName } from '../domain/name-detail';
import { listUnvotedNames } from '../domain/names';
import { castVote, listVotes } from '../domain/votes';
import { makeCatalogueDir, SMALL_CATALOGUE, writeCatalogueFolder } from '../../test/catalogue-fixture';
import type { ScratchLocation } from '../../test/test-database';
import { createScratchDatabase, dropScratchDatabase, openScratchDatabase } from '../../test/test-database';
import { loadCatalogue } from './load-catalogue';

const DEVICE = '5b0c6a52-8e0c-4d0c-9e55-0a6f0d1c2b3a';
let location: ScratchLocation;
let handle: DatabaseHandle;
let dir: string;

beforeEach(async () => {
  location = await createScratchDatabase();
  handle = openScratchDatabase(location);
  dir = await makeCatalogueDir();
});
afterEach(async () => {
  await handle.close();
  await dropScratchDatabase(location);
  await fs.rm(dir, { recursive: true, force: true });
});

describe('loadCatalogue', () => {
  it('loads every file once per version', async () => {
    await writeCatalogueFolder(dir, SMALL_CATALOGUE);
    expect(await loadCatalogue(handle, dir)).toMatchObject({ loaded: true, names: 8 });
    expect(await loadCatalogue(handle, dir)).toMatchObject({ loaded: false, names: 8 });
    expect(await findName(handle.db, 'elizabeth')).toEqual({
      id: 'elizabeth',
      name: 'Elizabeth',
      gender: 'F',
      tags: ['english'],
      origin: 'Hebrew',
      originLanguages: ['he'],
      popularIn: ['us', 'ew'],
      countries: [],
      variants: [],
      equivalents: ['Elisabeth'],
      nicknames: ['Beth'],
      nameDays: [
        { country: 'cz', month: 11, day: 19 },
        { country: 'hu', month: 11, day: 19 },
      ],
      popularity: [{ country: 'us', sex: 'F', firstYear: 2000, counts: [9000, 8800] }],
      pronunciations: [],
    });
    expect((await findName(handle.db, 'ZOË')).name).toBe('Zoë');
  });

  it('reloads when only links.csv changes', async () => {
    await writeCatalogueFolder(dir, SMALL_CATALOGUE);
    await loadCatalogue(handle, dir);
    await writeCatalogueFolder(dir, { ...SMALL_CATALOGUE, links: 'Zoe,variant,Zoé\n' });
    expect(await loadCatalogue(handle, dir)).toMatchObject({ loaded: true });
    expect(await findName(handle.db, 'Zoe')).toMatchObject({ variants: ['Zoé'] });
    expect(await findName(handle.db, 'Elizabeth')).toMatchObject({ equivalents: [], nicknames: [] });
  });

  it('reloads a changed file, keeping votes and retiring names that were dropped', async () => {
    await writeCatalogueFolder(dir, { names: 'Emma,F,,english,,,\nNoah,M,,english,,,\n' });
    await loadCatalogue(handle, dir);
    await castVote(handle.db, DEVICE, 'noah', true);
    await writeCatalogueFolder(dir, { names: 'Emma,F,Latin,greek,,gr,la\nDaan,M,,netherlands,,nl,\n' });
    expect(await loadCatalogue(handle, dir)).toMatchObject({ loaded: true, names: 2 });
    expect(await listVotes(handle.db, DEVICE, 'all')).toMatchObject([{ nameId: 'noah', name: 'Noah' }]);
    const deck = await listUnvotedNames(handle.db, DEVICE, {
      tags: [],
      genders: [],
      tagMatch: 'any',
      limit: 10,
    });
    expect(deck.map((n) => [n.name, n.popularIn]).sort()).toEqual([
      ['Daan', ['nl']],
      ['Emma', ['gr']],
    ]);
    expect(await findName(handle.db, 'Emma')).toMatchObject({
      tags: ['greek'],
      origin: 'Latin',
      originLanguages: ['la'],
    });
  });

  it("stores the spelling groups, and a family's own spelling follows its catalogue name's group", async () => {
    await writeCatalogueFolder(dir, SMALL_CATALOGUE);
    await loadCatalogue(handle, dir);
    const groups = async () =>
      new Map(
        (await handle.db.selectFrom('names').select(['name', 'spelling_group']).execute()).map((row) => [
          row.name,
          row.spelling_group,
        ]),
      );
    expect([...(await groups())].filter(([, group]) => group === 'zoe').map(([name]) => name)).toEqual([
      'Zoe',
      'Zoé',
      'Zoë',
    ]);
    expect((await groups()).get('Noah')).toBe('noah');
    await addFamilyName(handle.db, DEVICE, { name: 'Zöe', gender: 'F' });
    expect((await groups()).get('Zöe')).toBe('zoe');
    // The next version names the group by Zoé: the family's spelling follows; without the group it stands alone.
    await writeCatalogueFolder(dir, { ...SMALL_CATALOGUE, spellings: 'Zoé,Zoé,fr\nZoe,Zoé,us\n' });
    await loadCatalogue(handle, dir);
    expect((await groups()).get('Zöe')).toBe('zoé');
    await writeCatalogueFolder(dir, { names: 'Emma,F,,english,,,\n' });
    await loadCatalogue(handle, dir);
    const alone = await handle.db
      .selectFrom('names')
      .select(['id', 'spelling_group'])
      .where('name', '=', 'Zöe')
      .executeTakeFirstOrThrow();
    expect(alone.spelling_group).toBe(alone.id);
  });

  it('refuses a spelling group whose name has no row of its own or another gender', async () => {
    await writeCatalogueFolder(dir, { ...SMALL_CATALOGUE, spellings: 'Zoé,Zoe,fr\n' });
    await expect(loadCatalogue(handle, dir)).rejects.toThrow(
      'spellings.csv: line 2: group "Zoe" has no row of its own',
    );
    await writeCatalogueFolder(dir, { ...SMALL_CATALOGUE, spellings: 'Noah,Noah,\nZoe,Noah,us\n' });
    await expect(loadCatalogue(handle, dir)).rejects.toThrow(
      'spellings.csv: line 3: group "Noah" has another gender than "Zoe"',
    );
  });

  it('refuses a file with a wrong header or a bad row, loading nothing', async () => {
    await writeCatalogueFolder(dir, SMALL_CATALOGUE);
    await fs.writeFile(`${dir}/links.csv`, 'name,other\nZoe,Zoé\n');
    await expect(loadCatalogue(handle, dir)).rejects.toThrow('links.csv: header must be exactly');
    await writeCatalogueFolder(dir, { ...SMALL_CATALOGUE, nameDays: 'Elizabeth,hu,13,1\n' });
    await expect(loadCatalogue(handle, dir)).rejects.toThrow('namedays.csv: line 2: month "13"');
    await writeCatalogueFolder(dir, { names: 'Emma,F,,english,,,\nEMMA,F,,english,,,\n' });
    await expect(loadCatalogue(handle, dir)).rejects.toThrow('names.csv: line 3: empty or duplicate name');
    expect(await handle.db.selectFrom('names').select('id').execute()).toEqual([]);
  });
});
