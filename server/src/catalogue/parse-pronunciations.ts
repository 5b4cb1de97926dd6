import { CATALOGUE_COLUMNS } from '@name-swiper/contract/catalogue-columns';
import { PRONUNCIATION_LANGUAGE } from '@name-swiper/contract/constants';
import { CATALOGUE_FILES } from './catalogue-files';
import { catalogueRows, uniqueBy } from './catalogue-row';
import type { Catalogue } from './catalogue';

const COLUMNS = CATALOGUE_COLUMNS.pronunciations;
/** More than any name has (Wiktionary spells Noah's two in English); a longer row is not a pronunciation. */
const MAX_IPA_LENGTH = 200;
const MAX_SYLLABLES = 20;

/** pronunciations.csv: a name's IPA pronunciations per language, each with its number of syllables. */
export function parsePronunciations(bytes: Buffer, known: ReadonlySet<string>): Catalogue['pronunciations'] {
  const unique = uniqueBy<(typeof COLUMNS)[number]>();
  return catalogueRows(bytes, COLUMNS, CATALOGUE_FILES.pronunciations).map((row) => {
    const nameId = row.knownName('name', known);
    const language = row.text('language');
    if (!PRONUNCIATION_LANGUAGE.test(language)) {
      throw row.error(`language "${language}" must be a language tag such as en-GB or nl`);
    }
    const ipa = row.text('ipa');
    if (ipa === '' || ipa.length > MAX_IPA_LENGTH) {
      throw row.error(`ipa must hold 1 to ${MAX_IPA_LENGTH} characters`);
    }
    const syllables = row.int('syllables', 1, MAX_SYLLABLES);
    unique(row, [nameId, language, ipa].join('\0'));
    return { nameId, pronunciation: { language, ipa, syllables } };
  });
}
