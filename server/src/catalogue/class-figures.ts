import type { StatisticsCountry } from '@name-swiper/contract/constants';
import type { Db } from '../db/db';
import type { CatalogueIndex } from './catalogue-index';

/** A name's "1 in N" in one place (decision 99), as a card line needs it. */
export interface ClassFigure {
  place: StatisticsCountry;
  n: number;
  atLeast: boolean;
}

const figures = new WeakMap<CatalogueIndex, Promise<readonly (readonly ClassFigure[] | undefined)[]>>();

/**
 * Each active name's "1 in N" per place, by ordinal, read once per catalogue in memory (a new catalogue version
 * brings a new index, and with it a new read).
 */
export function classFiguresOf(
  db: Db,
  index: CatalogueIndex,
): Promise<readonly (readonly ClassFigure[] | undefined)[]> {
  let read = figures.get(index);
  if (!read) {
    read = readClassFigures(db, index);
    figures.set(index, read);
    read.catch(() => figures.delete(index));
  }
  return read;
}

async function readClassFigures(
  db: Db,
  index: CatalogueIndex,
): Promise<readonly (readonly ClassFigure[] | undefined)[]> {
  const rows = await db
    .selectFrom('name_countries')
    .select(['name_id', 'country', 'one_in', 'one_in_bound'])
    .where('one_in', 'is not', null)
    .execute();
  const byOrdinal: ClassFigure[][] = [];
  for (const row of rows) {
    const ordinal = index.ordinalOf.get(row.name_id);
    if (ordinal === undefined || row.one_in === null) {
      continue;
    }
    (byOrdinal[ordinal] ??= []).push({
      place: row.country,
      n: row.one_in,
      atLeast: row.one_in_bound === 'at-least',
    });
  }
  return byOrdinal;
}
