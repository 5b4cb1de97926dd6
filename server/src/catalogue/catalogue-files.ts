import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export const NAMES_FILE = 'names.csv';
export const POPULARITY_FILE = 'popularity.csv';

/** The catalogue's two files as text, and its version: a hash of both, so any change to either is a new one. */
export interface CatalogueFiles {
  version: string;
  namesText: string;
  /** Empty when the folder has no popularity file. */
  popularityText: string;
}

export async function readCatalogueFiles(dir: string): Promise<CatalogueFiles> {
  const namesText = await fs.readFile(path.join(dir, NAMES_FILE), 'utf8');
  const popularityText = await fs
    .readFile(path.join(dir, POPULARITY_FILE), 'utf8')
    .catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? '' : Promise.reject(error)));
  const version = createHash('sha256').update(namesText).update('\0').update(popularityText).digest('hex');
  return { version, namesText, popularityText };
}
