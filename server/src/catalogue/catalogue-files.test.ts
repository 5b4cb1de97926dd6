import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeCatalogueDir, SMALL_CATALOGUE, writeCatalogueFolder } from '../../test/catalogue-fixture';
import { readCatalogueFiles } from './catalogue-files';

let dir: string;
beforeEach(async () => {
  dir = await makeCatalogueDir();
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

describe('readCatalogueFiles', () => {
  it('gives a new version when any one file changes, links.csv too', async () => {
    await writeCatalogueFolder(dir, SMALL_CATALOGUE);
    const first = await readCatalogueFiles(dir);
    expect((await readCatalogueFiles(dir)).version).toBe(first.version);
    await writeCatalogueFolder(dir, { ...SMALL_CATALOGUE, links: 'Zoe,variant,Zoé\n' });
    const second = await readCatalogueFiles(dir);
    expect(second.version).not.toBe(first.version);
    await writeCatalogueFolder(dir, { ...SMALL_CATALOGUE, nameDays: '' });
    expect((await readCatalogueFiles(dir)).version).not.toBe(first.version);
  });

  it('refuses a folder of the old format, naming the missing file', async () => {
    await fs.writeFile(path.join(dir, 'names.csv'), 'name,gender,origin,tags,meaning\nEmma,F,,,\n');
    await fs.writeFile(path.join(dir, 'popularity.csv'), 'name,country,first_year,counts\nEmma,nl,2000,1\n');
    await expect(readCatalogueFiles(dir)).rejects.toThrow(
      'countries.csv is missing (ENOENT): a catalogue folder holds names.csv, popularity.csv, countries.csv, ' +
        'links.csv, namedays.csv, pronunciations.csv, spellings.csv; regenerate it with npm run catalogue',
    );
  });
});
