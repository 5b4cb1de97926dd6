/**
 * A name's etymological origin, only as Wiktionary states it (role `origin` of wiktionary-name-languages.csv, looked
 * up by the exact name key; no accent folding, so Zoé gets nothing from Zoe).
 */
import type { NameLanguages } from './read-wiktionary';

export interface Origin {
  /** English language names joined by `, ` (`Ancient Greek`; empty when no source states an origin). */
  text: string;
  /** The same as Wiktionary language codes. */
  codes: string[];
}

/** Readable names where the ISO name is awkward in a sentence such as "from Ancient Egyptian". */
const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  'Egyptian (Ancient)': 'Ancient Egyptian',
  'Official Aramaic (700-300 BCE)': 'Aramaic',
  'Bantu (Other)': 'Bantu',
};

/** `Ancient Greek (to 1453)` → `Ancient Greek`, `Germanic languages` → `Germanic`. */
export function languageName(isoName: string): string {
  return LANGUAGE_NAMES[isoName] ?? isoName.replace(/ \([^)]*\)$/, '').replace(/ languages$/, '');
}

/**
 * The origin languages of a name. A language the name is also used in is left out when another origin remains:
 * Wiktionary files Elizabeth under "English given names from Hebrew" and as English, and the origin is Hebrew.
 */
export function originOf(languages: NameLanguages | undefined): Origin {
  const all = languages?.origin ?? [];
  const foreign = all.filter((language) => !(languages?.usedIn.has(language.code) ?? false));
  const chosen = foreign.length > 0 ? foreign : all;
  return {
    text: [...new Set(chosen.map((language) => languageName(language.name)))].join(', '),
    codes: [...new Set(chosen.map((language) => language.code))],
  };
}
