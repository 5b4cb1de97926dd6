import { CATALOGUE_COLUMNS } from '@name-swiper/contract/catalogue-columns';
import { STATISTICS_COUNTRIES } from '@name-swiper/contract/constants';
import { CATALOGUE_FILES } from './catalogue-files';
import type { Catalogue, CatalogueName } from './catalogue';
import { catalogueRows, uniqueBy } from './catalogue-row';

const COLUMNS = CATALOGUE_COLUMNS.spellings;

/**
 * spellings.csv: the spelling groups (decision 93). Every name is in at most one group; a group is named by one of
 * its own names, whose row names itself, and its names share that name's gender, so the deck's gender filter never
 * splits a card.
 */
export function parseSpellings(bytes: Buffer, names: readonly CatalogueName[]): Catalogue['spellings'] {
  const known = new Set(names.map((entry) => entry.id));
  const genderOf = new Map(names.map((entry) => [entry.id, entry.gender]));
  const unique = uniqueBy<(typeof COLUMNS)[number]>();
  const rows = catalogueRows(bytes, COLUMNS, CATALOGUE_FILES.spellings).map((row) => {
    const nameId = row.knownName('name', known);
    unique(row, nameId);
    const groupId = row.knownName('group', known);
    if (genderOf.get(nameId) !== genderOf.get(groupId)) {
      throw row.error(`group "${row.text('group')}" has another gender than "${row.text('name')}"`);
    }
    return {
      row,
      spelling: { nameId, groupId, mostGivenIn: row.listOf('most_given_in', STATISTICS_COUNTRIES) },
    };
  });
  const named = new Set(
    rows
      .filter(({ spelling }) => spelling.nameId === spelling.groupId)
      .map(({ spelling }) => spelling.groupId),
  );
  for (const { row, spelling } of rows) {
    if (!named.has(spelling.groupId)) {
      throw row.error(`group "${row.text('group')}" has no row of its own`);
    }
  }
  return rows.map(({ spelling }) => spelling);
}
