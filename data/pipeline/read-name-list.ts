/** Reads one of the CSV name lists in `<dataDir>/names/`, checking its header. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readCsv } from './csv';

/** The data rows of `text` (the file `names/<file>`), after checking that its header is exactly `header`. */
export function parseNameList(text: string, file: string, header: readonly string[]): string[][] {
  const rows = readCsv(text, `names/${file}`);
  if (rows[0]?.join(',') !== header.join(',')) {
    throw new Error(`names/${file}: line 1: expected the header ${header.join(',')}`);
  }
  return rows.slice(1);
}

export function readNameList(dataDir: string, file: string, header: readonly string[]): string[][] {
  return parseNameList(readFileSync(path.join(dataDir, 'names', file), 'utf8'), file, header);
}
