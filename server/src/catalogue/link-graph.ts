import type { NamesakeRelation } from '@name-swiper/contract/namesakes';
import type { Db } from '../db/db';
import type { CatalogueIndex } from './catalogue-index';

/** One step from a name to a relative: `full-name` is a nickname link read backwards (Wilma → Wilhelmina). */
export interface LinkStep {
  relation: NamesakeRelation;
  ordinal: number;
}

const graphs = new WeakMap<CatalogueIndex, Promise<readonly (readonly LinkStep[] | undefined)[]>>();

/** Each active name's links by ordinal, read once per catalogue in memory (links.csv has some 7,000 rows). */
export function linkGraphOf(
  db: Db,
  index: CatalogueIndex,
): Promise<readonly (readonly LinkStep[] | undefined)[]> {
  let read = graphs.get(index);
  if (!read) {
    read = readLinkGraph(db, index);
    graphs.set(index, read);
    read.catch(() => graphs.delete(index));
  }
  return read;
}

async function readLinkGraph(
  db: Db,
  index: CatalogueIndex,
): Promise<readonly (readonly LinkStep[] | undefined)[]> {
  const rows = await db.selectFrom('name_links').select(['name_id', 'relation', 'other_id']).execute();
  const steps: LinkStep[][] = [];
  const add = (from: number, step: LinkStep) => {
    (steps[from] ??= []).push(step);
  };
  for (const row of rows) {
    const from = index.ordinalOf.get(row.name_id);
    const to = index.ordinalOf.get(row.other_id);
    if (from === undefined || to === undefined) {
      continue;
    }
    add(from, { relation: row.relation, ordinal: to });
    if (row.relation === 'nickname') {
      add(to, { relation: 'full-name', ordinal: from });
    }
  }
  // Most given first, so that the nearer and better known relative of two is found first.
  for (const list of steps) {
    list?.sort((a, b) => (index.ranks[a.ordinal] ?? 0) - (index.ranks[b.ordinal] ?? 0));
  }
  return steps;
}
