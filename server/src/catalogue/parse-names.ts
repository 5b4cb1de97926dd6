import { CATALOGUE_COLUMNS } from '@name-swiper/contract/catalogue-columns';
import { GENDERS, PLACES } from '@name-swiper/contract/constants';
import { CATALOGUE_FILES } from './catalogue-files';
import { catalogueRows } from './catalogue-row';
import { nameIdOf } from './name-id';
import type { CatalogueName } from './catalogue';

const COLUMNS = CATALOGUE_COLUMNS.names;
/** Wiktionary language codes: `la`, `grc`, `gem-pro`, `cel-bry-pro`. */
const LANGUAGE_CODE = /^[a-z]{2,3}(-[a-z]{2,3})*$/;

/** names.csv, in deck order: a name's rank is its line's position. */
export function parseNames(bytes: Buffer): CatalogueName[] {
  const seen = new Set<string>();
  return catalogueRows(bytes, COLUMNS, CATALOGUE_FILES.names).map((row, index) => {
    const name = row.text('name').normalize('NFC');
    const id = nameIdOf(name);
    if (name === '' || seen.has(id)) {
      throw row.error(`empty or duplicate name "${name}"`);
    }
    seen.add(id);
    const originLanguages = row.list('origin_languages');
    const badCode = originLanguages.find((code) => !LANGUAGE_CODE.test(code));
    if (badCode !== undefined) {
      throw row.error(`origin_languages "${badCode}" is not a Wiktionary language code`);
    }
    return {
      id,
      name,
      gender: row.oneOf('gender', GENDERS),
      origin: row.optionalText('origin') ?? null,
      originLanguages,
      meaning: row.optionalText('meaning') ?? null,
      tags: row.list('tags'),
      popularIn: row.listOf('popular_in', PLACES),
      rank: index + 1,
    };
  });
}
