/** Reads `national-births.csv`: national live births per year for the top-list series, with the published source. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Country } from './config';
import { readCsv } from './csv';

export interface BirthsSource {
  publisher: string;
  table: string;
  url: string;
  /** Where the figures were taken from when the publisher's site could not be reached. */
  obtainedFrom: string;
}

export interface NationalBirths {
  /** Live births per year. */
  births: Map<number, number>;
  /** The distinct sources of the country's rows, in file order. */
  sources: BirthsSource[];
}

const HEADER = 'country,year,live_births,publisher,table,url,obtained_from';
export const NATIONAL_BIRTHS_FILE = path.join(import.meta.dirname, 'national-births.csv');

export function parseNationalBirths(text: string, file = 'national-births.csv'): Map<string, NationalBirths> {
  const rows = readCsv(text, file);
  if (rows[0]?.join(',') !== HEADER) {
    throw new Error(`${file}: line 1: expected header ${HEADER}`);
  }
  const byCountry = new Map<string, NationalBirths>();
  for (let i = 1; i < rows.length; i++) {
    const [country = '', yearText, birthsText, publisher = '', table = '', url = '', obtainedFrom = ''] =
      rows[i] ?? [];
    const year = Number(yearText);
    const births = Number(birthsText);
    if (
      !Number.isInteger(year) ||
      !Number.isInteger(births) ||
      births <= 0 ||
      publisher === '' ||
      url === ''
    ) {
      throw new Error(`${file}: line ${i + 1}: bad row ${String(rows[i]?.join(','))}`);
    }
    let entry = byCountry.get(country);
    if (entry === undefined) {
      entry = { births: new Map(), sources: [] };
      byCountry.set(country, entry);
    }
    if (entry.births.has(year)) {
      throw new Error(`${file}: line ${i + 1}: ${country} ${year} given twice`);
    }
    entry.births.set(year, births);
    if (!entry.sources.some((s) => s.table === table && s.url === url)) {
      entry.sources.push({ publisher, table, url, obtainedFrom });
    }
  }
  return byCountry;
}

export function readNationalBirths(): Map<string, NationalBirths> {
  return parseNationalBirths(readFileSync(NATIONAL_BIRTHS_FILE, 'utf8'));
}

/** The national births of `country` in each year of `years`; throws naming the first year the table lacks. */
export function nationalBirthsFor(
  table: ReadonlyMap<string, NationalBirths>,
  country: Country,
  years: readonly number[],
): Map<number, number> {
  const births = table.get(country)?.births;
  const out = new Map<number, number>();
  for (const year of years) {
    const value = births?.get(year);
    if (value === undefined) {
      throw new Error(`national-births.csv has no live births for ${country} ${year}`);
    }
    out.set(year, value);
  }
  return out;
}
