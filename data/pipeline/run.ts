/**
 * Command line: `npx tsx data/pipeline/run.ts [outDir]` (or `npm run catalogue`).
 * Reads the raw data from NAME_DATA_DIR or `<repo>/../shared/data`; writes into outDir or `<repo>/data`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCatalogue } from './build-catalogue';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The raw data folder: NAME_DATA_DIR when set, otherwise `<repoRoot>/../shared/data`. Throws a message naming
 * NAME_DATA_DIR when the folder does not exist (a set but missing NAME_DATA_DIR is an error, not silently ignored).
 */
export function resolveDataDir(env: NodeJS.ProcessEnv = process.env, root: string = repoRoot): string {
  const fromEnv = env.NAME_DATA_DIR;
  const dir =
    fromEnv === undefined || fromEnv === '' ? path.resolve(root, '../shared/data') : path.resolve(fromEnv);
  if (!existsSync(path.join(dir, 'popularity')) || !existsSync(path.join(dir, 'names'))) {
    const tried =
      fromEnv === undefined || fromEnv === ''
        ? `NAME_DATA_DIR is not set and the default ${dir} does not exist`
        : `NAME_DATA_DIR=${fromEnv} does not exist`;
    throw new Error(
      `Raw name data not found: ${tried} (or lacks popularity/ and names/). Set NAME_DATA_DIR to the folder ` +
        'described by SOURCES.md (the one holding popularity/ and names/).',
    );
  }
  return dir;
}

const isMain =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const outDir = path.resolve(process.argv[2] ?? path.join(repoRoot, 'data'));
  const summary = await buildCatalogue({ dataDir: resolveDataDir(), outDir });
  console.log(JSON.stringify({ outDir, ...summary }, null, 2));
}
