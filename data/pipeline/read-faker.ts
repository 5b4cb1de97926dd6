/** Reads faker's per-locale first-name lists (`names/faker-first-names.json`) as sets of name keys. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { nameKey } from './normalise';

function stringsIn(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** Locale → keys of every name in its female, male and generic lists. */
export function parseFaker(json: string): Map<string, Set<string>> {
  const parsed: unknown = JSON.parse(json);
  const locales = new Map<string, Set<string>>();
  if (typeof parsed !== 'object' || parsed === null) {
    throw new Error('faker-first-names.json: expected an object');
  }
  for (const [locale, lists] of Object.entries(parsed)) {
    const keys = new Set<string>();
    if (typeof lists === 'object' && lists !== null) {
      for (const list of Object.values(lists)) {
        for (const name of stringsIn(list)) {
          keys.add(nameKey(name));
        }
      }
    }
    locales.set(locale, keys);
  }
  return locales;
}

export function readFaker(dataDir: string): Map<string, Set<string>> {
  return parseFaker(readFileSync(path.join(dataDir, 'names', 'faker-first-names.json'), 'utf8'));
}
