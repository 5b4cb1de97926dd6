/**
 * Reads the Wiktionary given-name files (`names/wiktionary-name-languages.csv`, `names/wiktionary-name-variants.csv`,
 * CC BY-SA 4.0): the languages a name comes from and is used in, and its direct variant and equivalent links.
 */
import { nameKey } from './normalise';
import { readNameList } from './read-name-list';

export interface Language {
  code: string;
  /** English name as the file gives it (`Ancient Greek (to 1453)`). */
  name: string;
}

export interface NameLanguages {
  /** Languages the name comes from (role `origin`), in file order. */
  origin: Language[];
  /** Codes of the languages the name is used in (role `used_in`). */
  usedIn: Set<string>;
}

export interface WiktionaryLink {
  /** Name keys of both ends. */
  from: string;
  to: string;
  relation: 'variant' | 'equivalent';
}

const LANGUAGES_HEADER = ['name', 'role', 'language_code', 'language_name'];
const VARIANTS_HEADER = ['name', 'relation', 'related_name'];
const RELATIONS: Readonly<Record<string, WiktionaryLink['relation']>> = {
  is_a_variant_of: 'variant',
  is_equivalent_to: 'equivalent',
};

/** Languages per name key; rows without a language name (code `uun`) are skipped. */
export function parseLanguages(rows: readonly string[][]): Map<string, NameLanguages> {
  const byKey = new Map<string, NameLanguages>();
  for (const [name = '', role = '', code = '', languageName = ''] of rows) {
    const key = nameKey(name);
    const entry = byKey.get(key) ?? { origin: [], usedIn: new Set<string>() };
    byKey.set(key, entry);
    if (role === 'used_in') {
      entry.usedIn.add(code);
    } else if (role === 'origin' && languageName !== '') {
      entry.origin.push({ code, name: languageName });
    } else if (role !== 'origin') {
      throw new Error(`names/wiktionary-name-languages.csv: unknown role ${role} for ${name}`);
    }
  }
  return byKey;
}

export function parseVariants(rows: readonly string[][]): WiktionaryLink[] {
  return rows.map(([name = '', relation = '', related = '']) => {
    const kind = RELATIONS[relation];
    if (kind === undefined) {
      throw new Error(`names/wiktionary-name-variants.csv: unknown relation ${relation} for ${name}`);
    }
    return { from: nameKey(name), to: nameKey(related), relation: kind };
  });
}

export function readWiktionary(dataDir: string): {
  languages: Map<string, NameLanguages>;
  links: WiktionaryLink[];
} {
  return {
    languages: parseLanguages(readNameList(dataDir, 'wiktionary-name-languages.csv', LANGUAGES_HEADER)),
    links: parseVariants(readNameList(dataDir, 'wiktionary-name-variants.csv', VARIANTS_HEADER)),
  };
}
