import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export const NAMES_FILE = 'names.csv';
export const POPULARITY_FILE = 'popularity.csv';

/**
 * The catalogue's two files, and its version: a hash of both, so any change to either is a new one. The bytes
 * are hashed as read; text is decoded only when the catalogue has to be parsed.
 */
export interface CatalogueFiles {
  version: string;
  names: Buffer;
  /** Empty when the folder has no popularity file. */
  popularity: Buffer;
}

export async function readCatalogueFiles(dir: string): Promise<CatalogueFiles> {
  const names = await fs.readFile(path.join(dir, NAMES_FILE));
  const popularity = await fs
    .readFile(path.join(dir, POPULARITY_FILE))
    .catch((error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' ? Buffer.alloc(0) : Promise.reject(error),
    );
  const version = createHash('sha256').update(names).update('\0').update(popularity).digest('hex');
  return { version, names, popularity };
}
