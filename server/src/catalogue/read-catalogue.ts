import type { Catalogue } from './catalogue';
import type { CatalogueFiles } from './catalogue-files';
import { parseCountries } from './parse-countries';
import { parseLinks } from './parse-links';
import { parseNameDays } from './parse-name-days';
import { parseNames } from './parse-names';
import { parsePopularity } from './parse-popularity';
import { parsePronunciations } from './parse-pronunciations';
import { parseSpellings } from './parse-spellings';

/** Parses the files read by readCatalogueFiles; throws naming the file and line of the first bad row. */
export function parseCatalogue(files: CatalogueFiles): Catalogue {
  const { bytes } = files;
  const names = parseNames(bytes.names);
  const known = new Set(names.map((entry) => entry.id));
  return {
    version: files.version,
    names,
    popularity: parsePopularity(bytes.popularity, known),
    countries: parseCountries(bytes.countries, known),
    links: parseLinks(bytes.links, known),
    nameDays: parseNameDays(bytes.nameDays, known),
    pronunciations: parsePronunciations(bytes.pronunciations, known),
    spellings: parseSpellings(bytes.spellings, names),
  };
}
