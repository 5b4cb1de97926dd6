/**
 * Command line: `npx tsx data/pipeline/run.ts [outDir]` (or `npm run catalogue`).
 * Reads the raw data from NAME_DATA_DIR or `<repo>/../shared/data`; writes into outDir or `<repo>/data`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCatalogue } from './build-catalogue';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function defaultDataDir(): string {
  return process.env.NAME_DATA_DIR ?? path.resolve(repoRoot, '../shared/data');
}

const isMain =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const outDir = path.resolve(process.argv[2] ?? path.join(repoRoot, 'data'));
  const summary = await buildCatalogue({ dataDir: defaultDataDir(), outDir });
  console.log(JSON.stringify({ outDir, ...summary }, null, 2));
}
