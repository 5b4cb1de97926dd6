import { CATALOGUE_COLUMNS } from '@name-swiper/contract/catalogue-columns';
import { CATALOGUE_FILES } from './catalogue-files';
import { catalogueRows, uniqueBy } from './catalogue-row';
import type { Catalogue } from './catalogue';
import { LINK_RELATIONS } from './catalogue';

const COLUMNS = CATALOGUE_COLUMNS.links;

/** links.csv: directed links between two names of names.csv. */
export function parseLinks(bytes: Buffer, known: ReadonlySet<string>): Catalogue['links'] {
  const unique = uniqueBy<(typeof COLUMNS)[number]>();
  return catalogueRows(bytes, COLUMNS, CATALOGUE_FILES.links).map((row) => {
    const nameId = row.knownName('name', known);
    const relation = row.oneOf('relation', LINK_RELATIONS);
    const otherId = row.knownName('other', known);
    if (otherId === nameId) {
      throw row.error(`links "${row.text('name')}" to itself`);
    }
    unique(row, [nameId, relation, otherId].join('\0'));
    return { nameId, relation, otherId };
  });
}
