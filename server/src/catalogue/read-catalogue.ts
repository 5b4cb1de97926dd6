import type { Gender } from '@name-swiper/contract/constants';
import type { PopularitySeries } from '@name-swiper/contract/names';
import { GENDERS } from '@name-swiper/contract/constants';
import type { CatalogueFiles } from './catalogue-files';
import { NAMES_FILE, POPULARITY_FILE } from './catalogue-files';
import { parseCsvWithHeader } from './parse-csv';

export interface CatalogueName {
  id: string;
  name: string;
  gender: Gender;
  origin: string | null;
  meaning: string | null;
  tags: string[];
  rank: number;
}

export interface CataloguePopularity {
  nameId: string;
  series: PopularitySeries;
}

export interface Catalogue {
  version: string;
  names: CatalogueName[];
  popularity: CataloguePopularity[];
}

/** The stable identifier of a name: its NFC lower-case spelling, so lookups are case-insensitive by key. */
export function nameIdOf(name: string): string {
  return name.normalize('NFC').toLowerCase();
}

function isGender(value: string): value is Gender {
  return (GENDERS as readonly string[]).includes(value);
}

/** Parses the files of a catalogue folder read by readCatalogueFiles; throws naming the file and line of a bad row. */
export function parseCatalogue(files: CatalogueFiles): Catalogue {
  const names = parseNames(files.names.toString('utf8'));
  const known = new Set(names.map((entry) => entry.id));
  const popularity =
    files.popularity.length === 0 ? [] : parsePopularity(files.popularity.toString('utf8'), known);
  const { version } = files;
  return { version, names, popularity };
}

function parseNames(text: string): CatalogueName[] {
  const seen = new Set<string>();
  const records = parseCsvWithHeader(text, ['name', 'gender', 'origin', 'tags', 'meaning'], NAMES_FILE);
  return records.map(({ line, fields }, index) => {
    const name = fields.name.trim().normalize('NFC');
    const id = nameIdOf(name);
    if (name === '' || seen.has(id)) {
      throw new Error(`${NAMES_FILE}: line ${line}: empty or duplicate name "${name}"`);
    }
    seen.add(id);
    const gender = isGender(fields.gender) ? fields.gender : 'N';
    const tags = [
      ...new Set(
        fields.tags
          .split('|')
          .map((tag) => tag.trim())
          .filter((tag) => tag !== ''),
      ),
    ];
    return {
      id,
      name,
      gender,
      origin: fields.origin.trim() || null,
      meaning: fields.meaning.trim() || null,
      tags,
      rank: index + 1,
    };
  });
}

function parsePopularity(text: string, known: Set<string>): CataloguePopularity[] {
  const records = parseCsvWithHeader(text, ['name', 'country', 'first_year', 'counts'], POPULARITY_FILE);
  return records.flatMap(({ line, fields }) => {
    const nameId = nameIdOf(fields.name.trim());
    const firstYear = Number(fields.first_year);
    const counts = fields.counts.trim().split(/\s+/).map(Number);
    if (!Number.isInteger(firstYear) || counts.some((count) => !Number.isInteger(count) || count < 0)) {
      throw new Error(`${POPULARITY_FILE}: line ${line} has an invalid year or count`);
    }
    if (!known.has(nameId)) {
      return [];
    }
    return [{ nameId, series: { country: fields.country.trim(), firstYear, counts } }];
  });
}
