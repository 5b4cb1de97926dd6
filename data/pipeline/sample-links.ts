/**
 * Prints a deterministic random sample of links.csv for the hand reviews recorded in data/README.md:
 * `npx tsx data/pipeline/sample-links.ts <catalogueDir> [size] [relation]`. Each pair is drawn once (variants,
 * equivalents and other-gender forms are written in both directions); with a relation, only its links are drawn.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readCsv } from './csv';

const SEED = 18;

/** mulberry32: a small seeded generator, so the same links.csv always gives the same sample. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function sampleLinks(rows: readonly string[][], size: number, only?: string): string[][] {
  const pairs = rows.filter(
    ([name = '', relation, other = '']) =>
      (only === undefined || relation === only) && (relation === 'nickname' || name < other),
  );
  const next = random(SEED);
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
