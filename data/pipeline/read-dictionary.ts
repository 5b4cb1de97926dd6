/** Reads Jörg Michael's first-name dictionary (`names/michael-firstnames.csv`). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { genderFromDictionary } from './assign-gender';
import type { Gender } from './assign-gender';
import { readCsv } from './csv';
import { foldAccents, gendersAgree } from './fold-accents';
import { isJunkName } from './junk-filter';
import { nameKey } from './normalise';

const DICTIONARY_FILE = 'names/michael-firstnames.csv';

export interface DictionaryEntry {
  /** Spelling of the first row seen for this key. */
  spelling: string;
  /** Gender codes of every row with this key: F, 1F, ?F, M, 1M, ?M or ?. */
  genders: string[];
  /** Highest frequency class per country column (class x ≈ 2^x % of that population). */
  classes: Map<string, number>;
}

/** Parses the dictionary text; rows with `+` (Chinese/Korean name patterns) and junk spellings are skipped. */
export function parseDictionary(text: string): Map<string, DictionaryEntry> {
  const rows = readCsv(text, DICTIONARY_FILE, ';');
  const header = rows[0];
  if (header === undefined || header[0] !== 'name' || header[1] !== 'gender') {
    throw new Error(`${DICTIONARY_FILE}: line 1: unexpected header`);
  }
  const entries = new Map<string, DictionaryEntry>();
  for (const [index, row] of rows.entries()) {
    if (index === 0) {
      continue;
    }
    const name = (row[0] ?? '').normalize('NFC').trim();
    if (name.includes('+') || isJunkName(name)) {
      continue;
    }
    const key = nameKey(name);
    let entry = entries.get(key);
    if (entry === undefined) {
      entry = { spelling: name, genders: [], classes: new Map() };
      entries.set(key, entry);
    }
    entry.genders.push(row[1] ?? '');
    for (let column = 2; column < header.length; column++) {
      const cell = (row[column] ?? '').trim();
      const columnName = header[column] ?? '';
      if (cell === '') {
        continue;
      }
      const value = Number(cell);
      if (!Number.isInteger(value)) {
        throw new Error(`${DICTIONARY_FILE}: line ${index + 1}: bad class ${cell} for ${name}`);
      }
      entry.classes.set(
        columnName,
        Math.max(value, entry.classes.get(columnName) ?? Number.NEGATIVE_INFINITY),
      );
    }
  }
  return entries;
}

/**
 * Looks a catalogue name up in the dictionary. Besides the exact key, a name written without accents also gets the
 * entries of its accented spellings whose gender agrees with the name's (`Sofia` gets `Sofía`'s Spain class, because
 * SSA and INE strip accents; Mar, a girl, does not get the Icelandic boy Már); an accented name never borrows from an
 * unaccented entry. Classes are merged by maximum, gender codes concatenated.
 */
export function dictionaryLookup(
  entries: ReadonlyMap<string, DictionaryEntry>,
): (key: string, gender: Gender) => DictionaryEntry | undefined {
  const accented = new Map<string, DictionaryEntry[]>();
  for (const [key, entry] of entries) {
    const folded = foldAccents(key);
    if (folded !== key) {
      accented.set(folded, [...(accented.get(folded) ?? []), entry]);
    }
  }
  return (key, gender) => {
    const exact = entries.get(key);
    const lenders = (accented.get(key) ?? []).filter((entry) =>
      gendersAgree(genderFromDictionary(entry.genders), gender),
    );
    const found = [...(exact === undefined ? [] : [exact]), ...lenders];
    const first = found[0];
    if (first === undefined) {
      return undefined;
    }
    const classes = new Map<string, number>();
    for (const entry of found) {
      for (const [column, value] of entry.classes) {
        classes.set(column, Math.max(value, classes.get(column) ?? Number.NEGATIVE_INFINITY));
      }
    }
    return { spelling: first.spelling, genders: found.flatMap((entry) => entry.genders), classes };
  };
}

export function readDictionary(dataDir: string): Map<string, DictionaryEntry> {
  return parseDictionary(readFileSync(path.join(dataDir, DICTIONARY_FILE), 'utf8'));
}
