import { readFileSync } from 'node:fs';
import { DATA_SOURCES } from '@name-swiper/contract/credits';
import { describe, expect, it } from 'vitest';
import { PUBLISHED_FILES, renderLicenceNotes } from './licence-notes';

describe('licence notes of data/README.md', () => {
  const notes = renderLicenceNotes();

  it('names every source with its licence', () => {
    for (const source of DATA_SOURCES) {
      expect(notes).toContain(`${source.name} — ${source.publisher}: `);
    }
  });

  it('credits every source in at least one published file', () => {
    const used = new Set(
      Object.values(PUBLISHED_FILES).flatMap((parts) => parts.flatMap((part) => part.uses)),
    );
    expect(DATA_SOURCES.filter((source) => !source.uses.some((use) => used.has(use)))).toEqual([]);
  });

  it('puts the Wiktionary-derived links and the dictionary-derived names under their share-alike licences', () => {
    expect(notes).toMatch(/^- CC-BY-SA-4\.0, from English Wiktionary: .*in `links\.csv`/m);
    expect(notes).toMatch(
      /^- GFDL-1\.2-no-invariants-or-later, from Jörg Michael's first-name dictionary: .*`names\.csv`/m,
    );
  });
});

describe('the coverage of the top lists in data/README.md', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const lines = readme.split('\n').filter((line) => line.includes(' live births, coverage '));

  it('is stated for the series measured against national births, each a percentage with its source', () => {
    expect(lines.map((line) => /^- `([a-z-]+)`/.exec(line)?.[1])).toEqual(['nl', 'it', 'es']);
    for (const line of lines) {
      expect(line).toMatch(/coverage \*\*\d{1,3} %\*\*\. Source: \S.*<https:\/\//);
    }
  });
});
