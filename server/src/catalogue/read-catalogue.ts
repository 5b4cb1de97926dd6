import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Gender } from '@name-swiper/contract/constants';
import type { PopularitySeries } from '@name-swiper/contract/names';
import { GENDERS } from '@name-swiper/contract/constants';
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

export const NAMES_FILE = 'names.csv';
export const POPULARITY_FILE = 'popularity.csv';

/** The stable identifier of a name: its NFC lower-case spelling, so lookups are case-insensitive by key. */
export function nameIdOf(name: string): string {
  return name.normalize('NFC').toLowerCase();
}

function isGender(value: string): value is Gender {
  return (GENDERS as readonly string[]).includes(value);
}

export async function readCatalogue(dir: string): Promise<Catalogue> {
  const namesText = await fs.readFile(path.join(dir, NAMES_FILE), 'utf8');
  const popularityText = await fs
    .readFile(path.join(dir, POPULARITY_FILE), 'utf8')
    .catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? '' : Promise.reject(error)));
  const version = createHash('sha256').update(namesText).update('\0').update(popularityText).digest('hex');
  const names = parseNames(namesText);
  const known = new Set(names.map((entry) => entry.id));
  const popularity = popularityText === '' ? [] : parsePopularity(popularityText, known);
  return { version, names, popularity };
}

function parseNames(text: string): CatalogueName[] {
  const seen = new Set<string>();
  const records = parseCsvWithHeader(text, ['name', 'gender', 'origin', 'tags', 'meaning'], NAMES_FILE);
  return records.map((record, index) => {
    const name = record.name.trim().normalize('NFC');
    const id = nameIdOf(name);
    if (name === '' || seen.has(id)) {
      throw new Error(`${NAMES_FILE}: line ${index + 2}: empty or duplicate name "${name}"`);
    }
    seen.add(id);
    const gender = isGender(record.gender) ? record.gender : 'N';
    const tags = [
      ...new Set(
        record.tags
          .split('|')
          .map((tag) => tag.trim())
          .filter((tag) => tag !== ''),
      ),
    ];
    return {
      id,
      name,
      gender,
      origin: record.origin.trim() || null,
      meaning: record.meaning.trim() || null,
      tags,
      rank: index + 1,
    };
  });
}

function parsePopularity(text: string, known: Set<string>): CataloguePopularity[] {
  const records = parseCsvWithHeader(text, ['name', 'country', 'first_year', 'counts'], POPULARITY_FILE);
  return records.flatMap((record, index) => {
    const nameId = nameIdOf(record.name.trim());
    const firstYear = Number(record.first_year);
    const counts = record.counts.trim().split(/\s+/).map(Number);
    if (!Number.isInteger(firstYear) || counts.some((count) => !Number.isInteger(count) || count < 0)) {
      throw new Error(`${POPULARITY_FILE}: line ${index + 2} has an invalid year or count`);
    }
    if (!known.has(nameId)) {
      return [];
    }
    return [{ nameId, series: { country: record.country.trim(), firstYear, counts } }];
  });
}
