import { CATALOGUE_COLUMNS } from '@name-swiper/contract/catalogue-columns';
/** Formats and writes `links.csv` and `namedays.csv` (docs/catalogue-files.md). */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatCsv } from './csv';
import type { NameLink } from './link-names';
import type { CatalogueNameDay } from './name-days';

export const LINKS_HEADER = CATALOGUE_COLUMNS.links;
export const NAMEDAYS_HEADER = CATALOGUE_COLUMNS.namedays;

export function formatLinksCsv(links: readonly NameLink[]): string {
  return formatCsv([[...LINKS_HEADER], ...links.map((l) => [l.name, l.relation, l.other])]);
}

export function formatNameDaysCsv(days: readonly CatalogueNameDay[]): string {
  return formatCsv([
    [...NAMEDAYS_HEADER],
    ...days.map((d) => [d.name, d.country, String(d.month), String(d.day)]),
  ]);
}

/** Writes both files into `outDir` (which must exist). */
export function writeLinks(
  outDir: string,
  links: readonly NameLink[],
  nameDays: readonly CatalogueNameDay[],
): void {
  writeFileSync(path.join(outDir, 'links.csv'), formatLinksCsv(links));
  writeFileSync(path.join(outDir, 'namedays.csv'), formatNameDaysCsv(nameDays));
}
