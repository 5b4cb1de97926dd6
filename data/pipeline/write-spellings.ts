/** Formats and writes `spellings.csv` (docs/catalogue-files.md): the spelling groups of spelling-groups.ts. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { CATALOGUE_COLUMNS } from '@name-swiper/contract/catalogue-columns';
import { formatCsv } from './csv';
import type { GroupSpelling } from './spelling-groups';

export const SPELLINGS_HEADER = CATALOGUE_COLUMNS.spellings;

export function formatSpellingsCsv(spellings: readonly GroupSpelling[]): string {
  return formatCsv([
    [...SPELLINGS_HEADER],
    ...spellings.map((s) => [s.name, s.group, s.mostGivenIn.join('|')]),
  ]);
}

export function writeSpellings(outDir: string, spellings: readonly GroupSpelling[]): void {
  writeFileSync(path.join(outDir, 'spellings.csv'), formatSpellingsCsv(spellings));
}
