import type { NameSuggestion } from '@name-swiper/contract/name-suggestions';
import type { CatalogueIndex } from '../catalogue/catalogue-index';
import { catalogueIndexOf } from '../catalogue/catalogue-memory';
import type { Db } from '../db/db';

/** A spelling without case or accents, so that "zoe" begins "Zoë" and "el" begins "Élodie". */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The folded spelling of every name of an index, in its popularity order; made once per catalogue version. */
const foldedNames = new WeakMap<CatalogueIndex, readonly string[]>();

function foldedNamesOf(index: CatalogueIndex): readonly string[] {
  let names = foldedNames.get(index);
  if (names === undefined) {
    names = index.items.map((item) => folded(item.name));
    foldedNames.set(index, names);
  }
  return names;
}

/** At most `limit` active catalogue names that begin with `prefix`, most popular first (the sidebar search). */
export async function suggestNames(db: Db, prefix: string, limit: number): Promise<NameSuggestion[]> {
  const index = await catalogueIndexOf(db);
  const names = foldedNamesOf(index);
  const start = folded(prefix.trim());
  const found: NameSuggestion[] = [];
  for (let ordinal = 0; ordinal < names.length && found.length < limit; ordinal += 1) {
    const item = index.items[ordinal];
    if (item !== undefined && names[ordinal]?.startsWith(start)) {
      found.push({ name: item.name, gender: item.gender });
    }
  }
  return found;
}
