import type { Db } from '../db/db';
import type { CatalogueIndex } from './catalogue-index';
import { readCatalogueIndex } from './catalogue-index';

const indexes = new WeakMap<Db, Promise<CatalogueIndex>>();

/** The catalogue in memory for this database handle, read once and kept until a new version is loaded. */
export function catalogueIndexOf(db: Db): Promise<CatalogueIndex> {
  let index = indexes.get(db);
  if (!index) {
    index = readCatalogueIndex(db);
    indexes.set(db, index);
    index.catch(() => indexes.delete(db));
  }
  return index;
}

/** Drops the in-memory catalogue after loadCatalogue wrote a new version through this handle. */
export function forgetCatalogueIndex(db: Db): void {
  indexes.delete(db);
}
