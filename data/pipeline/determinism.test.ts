/**
 * Rebuilds the catalogue twice from the raw data and compares the bytes with each other and with data/.
 * The raw data (NAME_DATA_DIR or <repo>/../shared/data) is not in the repository: without it the rebuild is skipped
 * with a printed reason, except in CI (CI=true or CI=1), where it runs and fails saying what is missing.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCatalogue } from './build-catalogue';
import { resolveDataDir } from './run';

const committedDir = path.resolve(import.meta.dirname, '..');
const outputs = [
  'names.csv',
  'popularity.csv',
  'countries.csv',
  'links.csv',
  'namedays.csv',
  'pronunciations.csv',
  'spellings.csv',
  'README.md',
];
const tempDirs: string[] = [];

/**
 * Why the rebuild is skipped: outside CI, when NAME_DATA_DIR is not set and the default folder is missing. A set
 * NAME_DATA_DIR that does not exist fails like in CI, since someone asked for that folder.
 */
function skipReason(env: NodeJS.ProcessEnv, root?: string): string | undefined {
  if (/^(true|1)$/i.test(env.CI ?? '') || (env.NAME_DATA_DIR ?? '') !== '') {
    return undefined;
  }
  try {
    resolveDataDir(env, root);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const skipped = skipReason(process.env);
if (skipped !== undefined) {
  console.warn(`Skipped the pipeline determinism test (CI runs it): ${skipped}`);
}

afterAll(() => {
  for (const dir of tempDirs) {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('raw data folder', () => {
  it('fails with a message naming NAME_DATA_DIR when the folder is missing', () => {
    const missing = path.join(tmpdir(), 'no-such-name-data');
    expect(() => resolveDataDir({ NAME_DATA_DIR: missing }, committedDir)).toThrow(/NAME_DATA_DIR/);
    expect(() => resolveDataDir({}, path.join(missing, 'repo'))).toThrow(/NAME_DATA_DIR is not set/);
  });

  it('skips the rebuild only outside CI and without NAME_DATA_DIR, and says why', () => {
    const missingRoot = path.join(tmpdir(), 'no-such-name-data', 'repo');
    expect(skipReason({}, missingRoot)).toMatch(/NAME_DATA_DIR is not set and the default .* does not exist/);
    expect(skipReason({ CI: 'true' }, missingRoot)).toBeUndefined();
    expect(skipReason({ CI: '1' }, missingRoot)).toBeUndefined();
    expect(skipReason({ NAME_DATA_DIR: path.join(missingRoot, 'data') }, missingRoot)).toBeUndefined();
  });
});

describe.skipIf(skipped !== undefined)('pipeline determinism', () => {
  it('gives identical bytes on two runs, equal to the committed files', async () => {
    const rawDataDir = resolveDataDir();
    const runs: string[] = [];
    for (let i = 0; i < 2; i++) {
      const outDir = mkdtempSync(path.join(tmpdir(), 'catalogue-'));
      tempDirs.push(outDir);
      await buildCatalogue({ dataDir: rawDataDir, outDir });
      runs.push(outDir);
    }
    const [first = '', second = ''] = runs;
    for (const file of outputs) {
      const bytes = readFileSync(path.join(first, file));
      expect(bytes.equals(readFileSync(path.join(second, file))), `${file} differs between runs`).toBe(true);
      expect(bytes.equals(readFileSync(path.join(committedDir, file))), `${file} is not up to date`).toBe(
        true,
      );
    }
    // Two builds of 24 series take 40-90 s each on a shared machine.
  }, 300_000);
});
