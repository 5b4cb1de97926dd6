/** The reviewed list of spellings kept out of the catalogue (`exclusions.csv`: name, reason), one reason each. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readCsv } from './csv';
import { nameKey } from './normalise';

export interface Exclusion {
  name: string;
  reason: string;
}

const HEADER = 'name,reason';
export const EXCLUSIONS_FILE = path.join(import.meta.dirname, 'exclusions.csv');

export function parseExclusions(text: string, file = 'exclusions.csv'): Exclusion[] {
  const rows = readCsv(text, file);
  if (rows[0]?.join(',') !== HEADER) {
    throw new Error(`${file}: line 1: expected header ${HEADER}`);
  }
  const seen = new Set<string>();
  return rows.slice(1).map(([name = '', reason = ''], i) => {
    if (name.trim() === '' || reason.trim() === '') {
      throw new Error(`${file}: line ${i + 2}: every exclusion needs a name and a reason`);
    }
    if (seen.has(nameKey(name))) {
      throw new Error(`${file}: line ${i + 2}: ${name} is listed twice`);
    }
    seen.add(nameKey(name));
    return { name: name.normalize('NFC').trim(), reason: reason.trim() };
  });
}

export function readExclusions(): Exclusion[] {
  return parseExclusions(readFileSync(EXCLUSIONS_FILE, 'utf8'));
}
