/**
 * Prints a deterministic random sample of the spelling groups of spellings.csv for the hand review recorded in
 * data/README.md: `npx tsx data/pipeline/sample-spellings.ts <catalogueDir> [size]`, one group a line with the places
 * where each spelling is the most given.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readCsv } from './csv';
import { seededRandom } from './seeded-random';

const SEED = 34;

export function sampleGroups(rows: readonly string[][], size: number): string[][][] {
  const groups = new Map<string, string[][]>();
  for (const row of rows) {
    const group = row[1] ?? '';
    groups.set(group, [...(groups.get(group) ?? []), row]);
  }
  const pool = [...groups.values()];
  const next = seededRandom(SEED);
  const sample: string[][][] = [];
  while (sample.length < size && pool.length > 0) {
    sample.push(...pool.splice(Math.floor(next() * pool.length), 1));
  }
  return sample;
}

const [dir, size = '50'] = process.argv.slice(2);
if (dir !== undefined) {
  const rows = readCsv(readFileSync(path.join(dir, 'spellings.csv'), 'utf8'), 'spellings.csv').slice(1);
  for (const [i, group] of sampleGroups(rows, Number(size)).entries()) {
    const spellings = group.map(([name = '', , places = '']) =>
      places === '' ? name : `${name} (${places})`,
    );
    console.log(`${i + 1}. ${spellings.join(' ~ ')}`);
  }
}
