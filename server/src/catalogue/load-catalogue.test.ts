import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { findName, listUnvotedNames } from '../domain/names';
import { castVote, listVotes } from '../domain/votes';
import type { ScratchLocation } from '../../test/test-database';
import { createScratchDatabase, dropScratchDatabase, openScratchDatabase } from '../../test/test-database';
import { loadCatalogue } from './load-catalogue';

const DEVICE = '5b0c6a52-8e0c-4d0c-9e55-0a6f0d1c2b3a';
let location: ScratchLocation;
let handle: DatabaseHandle;
let dir: string;

async function writeCatalogue(names: string, popularity?: string) {
  await fs.writeFile(path.join(dir, 'names.csv'), `name,gender,origin,tags,meaning\n${names}`);
  if (popularity !== undefined) {
    await fs.writeFile(path.join(dir, 'popularity.csv'), `name,country,first_year,counts\n${popularity}`);
  }
}

beforeEach(async () => {
  location = await createScratchDatabase();
  handle = openScratchDatabase(location);
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'catalogue-'));
});
afterEach(async () => {
  await handle.close();
  await dropScratchDatabase(location);
  await fs.rm(dir, { recursive: true, force: true });
});

describe('loadCatalogue', () => {
  it('loads names, tags and popularity series once per version', async () => {
    await writeCatalogue(
      'Emma,F,"Dutch, English",netherlands|english,\nNoah,M,English,english,\n"Zoë",F,Dutch,netherlands,\n',
      'Emma,nl,2000,10 20 30\nEmma,fr,1999,5 0 7\n',
    );
    expect(await loadCatalogue(handle, dir)).toMatchObject({ loaded: true, names: 3 });
    expect(await loadCatalogue(handle, dir)).toMatchObject({ loaded: false, names: 3 });
    const emma = await findName(handle.db, 'emma');
    expect(emma).toEqual({
      id: 'emma',
      name: 'Emma',
      gender: 'F',
      tags: ['english', 'netherlands'],
      origin: 'Dutch, English',
      popularity: [
        { country: 'fr', firstYear: 1999, counts: [5, 0, 7] },
        { country: 'nl', firstYear: 2000, counts: [10, 20, 30] },
      ],
    });
    expect((await findName(handle.db, 'ZOË')).name).toBe('Zoë');
  });

  it('reloads a changed file, keeping votes and retiring names that were dropped', async () => {
    await writeCatalogue('Emma,F,English,english,\nNoah,M,English,english,\n', '');
    await loadCatalogue(handle, dir);
    await castVote(handle.db, DEVICE, 'noah', true);
    await writeCatalogue('Emma,F,Greek,greek,\nDaan,M,Dutch,netherlands,\n');
    expect(await loadCatalogue(handle, dir)).toMatchObject({ loaded: true, names: 2 });
    expect(await listVotes(handle.db, DEVICE, 'all')).toMatchObject([{ nameId: 'noah', name: 'Noah' }]);
    const deck = await listUnvotedNames(handle.db, DEVICE, { tags: [], genders: [], limit: 10 });
    expect(deck.map((n) => n.name).sort()).toEqual(['Daan', 'Emma']);
    expect(await findName(handle.db, 'Emma')).toMatchObject({ tags: ['greek'], origin: 'Greek' });
  });

  it('refuses a file with a wrong header or duplicate names, loading nothing', async () => {
    await fs.writeFile(path.join(dir, 'names.csv'), 'name,sex\nEmma,F\n');
    await expect(loadCatalogue(handle, dir)).rejects.toThrow(/header/);
    await writeCatalogue('Emma,F,English,english,\nEMMA,F,English,english,\n');
    await expect(loadCatalogue(handle, dir)).rejects.toThrow(/duplicate name/);
    const names = await handle.db.selectFrom('names').select('id').execute();
    expect(names).toEqual([]);
  });
});
