import { CATALOGUE_COLUMNS } from '@name-swiper/contract/catalogue-columns';
/** Formats and writes `links.csv`, `namedays.csv` and `pronunciations.csv` (docs/catalogue-files.md). */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatCsv } from './csv';
import type { NameLink } from './link-names';
import type { CatalogueNameDay } from './name-days';
import type { CataloguePronunciation } from './pronunciations';

export const LINKS_HEADER = CATALOGUE_COLUMNS.links;
export const NAMEDAYS_HEADER = CATALOGUE_COLUMNS.namedays;
export const PRONUNCIATIONS_HEADER = CATALOGUE_COLUMNS.pronunciations;

export function formatLinksCsv(links: readonly NameLink[]): string {
  return formatCsv([[...LINKS_HEADER], ...links.map((l) => [l.name, l.relation, l.other])]);
}

export function formatNameDaysCsv(days: readonly CatalogueNameDay[]): string {
  return formatCsv([
    [...NAMEDAYS_HEADER],
    ...days.map((d) => [d.name, d.country, String(d.month), String(d.day)]),
  ]);
}

export function formatPronunciationsCsv(pronunciations: readonly CataloguePronunciation[]): string {
  return formatCsv([
    [...PRONUNCIATIONS_HEADER],
    ...pronunciations.map((p) => [p.name, p.language, p.ipa, String(p.syllables)]),
  ]);
}

/** Writes the three files into `outDir` (which must exist). */
export function writeLinks(
  outDir: string,
  links: readonly NameLink[],
  nameDays: readonly CatalogueNameDay[],
  pronunciations: readonly CataloguePronunciation[],
): void {
  writeFileSync(path.join(outDir, 'links.csv'), formatLinksCsv(links));
  writeFileSync(path.join(outDir, 'namedays.csv'), formatNameDaysCsv(nameDays));
  writeFileSync(path.join(outDir, 'pronunciations.csv'), formatPronunciationsCsv(pronunciations));
}
