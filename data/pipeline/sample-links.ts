/**
 * Prints a deterministic random sample of links.csv for the hand reviews recorded in data/README.md:
 * `npx tsx data/pipeline/sample-links.ts <catalogueDir> [size] [relation]`. Each pair is drawn once (variants,
 * equivalents and other-gender forms are written in both directions); with a relation, only its links are drawn.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readCsv } from './csv';
import { seededRandom } from './seeded-random';

const SEED = 18;

export function sampleLinks(rows: readonly string[][], size: number, only?: string): string[][] {
  const pairs = rows.filter(
    ([name = '', relation, other = '']) =>
      (only === undefined || relation === only) && (relation === 'nickname' || name < other),
  );
  const next = seededRandom(SEED);
  const pool = [...pairs];
  const sample: string[][] = [];
  while (sample.length < size && pool.length > 0) {
    sample.push(...pool.splice(Math.floor(next() * pool.length), 1));
  }
  return sample;
}

const [dir, size = '50', relation] = process.argv.slice(2);
if (dir !== undefined) {
  const rows = readCsv(readFileSync(path.join(dir, 'links.csv'), 'utf8'), 'links.csv').slice(1);
  for (const [i, row] of sampleLinks(rows, Number(size), relation).entries()) {
    console.log(`${i + 1}. ${row.join(' ')}`);
  }
}
