import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** The files of a catalogue folder (docs/catalogue-files.md); every one is required. */
export const CATALOGUE_FILES = {
  names: 'names.csv',
  popularity: 'popularity.csv',
  countries: 'countries.csv',
  links: 'links.csv',
  nameDays: 'namedays.csv',
  pronunciations: 'pronunciations.csv',
  spellings: 'spellings.csv',
} as const;

export type CatalogueFileKey = keyof typeof CATALOGUE_FILES;

export const CATALOGUE_FILE_KEYS: readonly CatalogueFileKey[] = [
  'names',
  'popularity',
  'countries',
  'links',
  'nameDays',
  'pronunciations',
  'spellings',
];

/**
 * The bytes of a catalogue's files, and its version: a hash of all of them, so a change to any one is a new
 * version. Text is decoded only when the catalogue has to be parsed.
 */
export interface CatalogueFiles {
  version: string;
  bytes: Record<CatalogueFileKey, Buffer>;
}

function readRequired(dir: string, key: CatalogueFileKey): Promise<Buffer> {
  const file = CATALOGUE_FILES[key];
  return fs.readFile(path.join(dir, file)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') {
      throw error;
    }
    // Folders of the format before issue 18 have only names.csv and popularity.csv: say what is expected.
    const expected = CATALOGUE_FILE_KEYS.map((each) => CATALOGUE_FILES[each]).join(', ');
    throw new Error(
      `${file} is missing (ENOENT): a catalogue folder holds ${expected}; regenerate it with npm run catalogue`,
    );
  });
}

export async function readCatalogueFiles(dir: string): Promise<CatalogueFiles> {
  const bytes: Record<CatalogueFileKey, Buffer> = {
    names: await readRequired(dir, 'names'),
    popularity: await readRequired(dir, 'popularity'),
    countries: await readRequired(dir, 'countries'),
    links: await readRequired(dir, 'links'),
    nameDays: await readRequired(dir, 'nameDays'),
    pronunciations: await readRequired(dir, 'pronunciations'),
    spellings: await readRequired(dir, 'spellings'),
  };
  const hash = createHash('sha256');
  for (const key of CATALOGUE_FILE_KEYS) {
    // Each file's name and length go first, so bytes moved from one file to the next make a new version too.
    hash.update(`${CATALOGUE_FILES[key]}\0${bytes[key].length}\0`).update(bytes[key]);
  }
  return { version: hash.digest('hex'), bytes };
}
