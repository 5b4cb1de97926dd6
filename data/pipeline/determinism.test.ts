/**
 * Rebuilds the catalogue twice from the raw data and compares the bytes with each other and with data/.
 * Never skipped: without the raw data (NAME_DATA_DIR or <repo>/../shared/data) the test fails and says why.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCatalogue } from './build-catalogue';
import { resolveDataDir } from './run';

const committedDir = path.resolve(import.meta.dirname, '..');
const outputs = ['names.csv', 'popularity.csv', 'README.md'];
const tempDirs: string[] = [];

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
});

describe('pipeline determinism', () => {
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
  });
});
