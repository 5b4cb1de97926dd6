import { NAMESAKES_MAX } from '@name-swiper/contract/constants';
import type { Namesake, NamesakeRelation, Namesakes } from '@name-swiper/contract/namesakes';
import { catalogueIndexOf } from '../catalogue/catalogue-memory';
import type { CatalogueIndex } from '../catalogue/catalogue-index';
import { classFiguresOf } from '../catalogue/class-figures';
import type { ClassFigure } from '../catalogue/class-figures';
import type { LinkStep } from '../catalogue/link-graph';
import { linkGraphOf } from '../catalogue/link-graph';
import { nameIdOf } from '../catalogue/name-id';
import type { Db } from '../db/db';
import type { ParentPlaces } from './card-lines';
import { lineOf } from './card-lines';

/**
 * The paths along which a relative counts as a namesake (decision 97), as the relations of their steps. One step
 * of any kind; then only what stays the same name: the other languages of an equivalent (Johannes → John → Jan, the
 * English name being Wiktionary's hub), the spellings, languages and nicknames of the other-gender form, the
 * other-gender form and nicknames of a spelling or language, and the relatives of the full name a nickname is short
 * for. Three steps only for the other gender of a spelling of the other-gender form (Johanna → Johannes → Hannes →
 * Hanna) and for the other languages of the other-gender form (Johanna → Johannes → John → Jan). Nicknames are never
 * followed further: one nickname is shared by many names (Willie: William, Wilhelmina, Wilfred).
 */
const NEXT: Readonly<Record<string, readonly NamesakeRelation[]>> = {
  '': ['variant', 'equivalent', 'nickname', 'full-name', 'other-gender'],
  equivalent: ['equivalent', 'other-gender', 'nickname'],
  variant: ['variant', 'other-gender', 'nickname'],
  'other-gender': ['variant', 'equivalent', 'nickname'],
  'full-name': ['variant', 'equivalent', 'other-gender', 'nickname'],
  'other-gender variant': ['other-gender'],
  'other-gender equivalent': ['equivalent'],
};

interface Found {
  ordinal: number;
  path: { relation: NamesakeRelation; ordinal: number }[];
}

/** The relatives of a name, breadth first (nearest first), each once, by its shortest path. */
function relativesOf(start: number, graph: readonly (readonly LinkStep[] | undefined)[]): Found[] {
  const seen = new Set([start]);
  const found: Found[] = [];
  let frontier: Found[] = [{ ordinal: start, path: [] }];
  while (frontier.length > 0) {
    const next: Found[] = [];
    for (const from of frontier) {
      const allowed = NEXT[from.path.map((step) => step.relation).join(' ')] ?? [];
      for (const step of graph[from.ordinal] ?? []) {
        if (!allowed.includes(step.relation) || seen.has(step.ordinal)) {
          continue;
        }
        seen.add(step.ordinal);
        const reached = { ordinal: step.ordinal, path: [...from.path, step] };
        found.push(reached);
        next.push(reached);
      }
    }
    frontier = next;
  }
  return found;
}

function nameOf(
  index: CatalogueIndex,
  figures: readonly (readonly ClassFigure[] | undefined)[],
  ordinal: number,
  places: ParentPlaces,
) {
  const item = index.items[ordinal];
  if (item === undefined) {
    throw new Error(`No catalogue name at ordinal ${ordinal}`);
  }
  const oneIn = lineOf(figures[ordinal], item.popularIn, places);
  return {
    id: item.id,
    name: item.name,
    gender: item.gender,
    popularIn: item.popularIn,
    ...(oneIn === undefined ? {} : { oneIn }),
  };
}

/**
 * The namesakes of a name a parent typed (the "Name after someone" screen): the name itself when the catalogue holds
 * it, and a page of its relatives (nearest first, then most given), at most NAMESAKES_MAX in all, each with the path
 * that relates it and its "1 in N" in the first of the parent's places that has one. A name the catalogue does not
 * hold has no relatives here, and says so by having no `self`.
 */
export async function findNamesakes(
  db: Db,
  typed: string,
  places: ParentPlaces,
  page: { offset: number; limit: number },
): Promise<Namesakes> {
  const index = await catalogueIndexOf(db);
  const start = index.ordinalOf.get(nameIdOf(typed));
  if (start === undefined) {
    return { name: typed, namesakes: [], total: 0 };
  }
  const [graph, figures] = await Promise.all([linkGraphOf(db, index), classFiguresOf(db, index)]);
  const relatives = relativesOf(start, graph)
    .sort(
      (a, b) =>
        a.path.length - b.path.length || (index.ranks[a.ordinal] ?? 0) - (index.ranks[b.ordinal] ?? 0),
    )
    .slice(0, NAMESAKES_MAX);
  const self = nameOf(index, figures, start, places);
  const namesakes = relatives
    .slice(page.offset, page.offset + page.limit)
    .map(({ ordinal, path }): Namesake => ({
      ...nameOf(index, figures, ordinal, places),
      path: path.map((step) => ({ relation: step.relation, name: index.items[step.ordinal]?.name ?? '' })),
    }));
  return { name: self.name, self, namesakes, total: relatives.length };
}
