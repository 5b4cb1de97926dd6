import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_SOURCES, PROJECT_LICENCE } from './credits';

const repoRoot = path.resolve(import.meta.dirname, '../..');

describe('credits', () => {
  it('names every source once', () => {
    const ids = DATA_SOURCES.map((source) => source.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('ships every licence text it points to', () => {
    const texts = [...DATA_SOURCES.map((source) => source.licence.text), PROJECT_LICENCE.text];
    const missing = texts.filter((text) => text !== undefined && !existsSync(path.join(repoRoot, text)));
    expect(missing).toEqual([]);
  });
});
