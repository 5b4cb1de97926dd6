/**
 * INE writes names in capitals without accents (`LUCIA`). A Spanish name gets its accented spelling only where two
 * sources that keep accents agree on it: the name dictionary's "Spain" column and Wiktionary's names used in Spanish
 * each know exactly one spelling that folds to the INE name, and it is the same accented spelling (Lucía, Sofía,
 * Martín). Otherwise INE's spelling stays (Maximo: the dictionary says Maxímo, Wiktionary Máximo).
 */
import { foldAccents } from './fold-accents';
import { tidySpelling } from './normalise';
import type { DictionaryEntry } from './read-dictionary';
import type { NameLanguages } from './read-wiktionary';

/** The dictionary column that describes Spain. */
const SPAIN_COLUMN = 'Spain';
/** Wiktionary's language code of Spanish. */
const SPANISH = 'es';

function byFoldedKey(keys: Iterable<string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const key of keys) {
    const folded = foldAccents(key);
    out.set(folded, [...(out.get(folded) ?? []), key]);
  }
  return out;
}

/** INE key → accented catalogue spelling, for the keys where both sources agree. */
export function spanishAccentRenames(
  ineKeys: Iterable<string>,
  dictionary: ReadonlyMap<string, DictionaryEntry>,
  languages: ReadonlyMap<string, NameLanguages>,
): Map<string, string> {
  const dictionarySpanish = byFoldedKey(
    [...dictionary].filter(([, entry]) => entry.classes.has(SPAIN_COLUMN)).map(([key]) => key),
  );
  const wiktionarySpanish = byFoldedKey(
    [...languages].filter(([, entry]) => entry.usedIn.has(SPANISH)).map(([key]) => key),
  );
  const renames = new Map<string, string>();
  for (const key of ineKeys) {
    const [fromDictionary, ...moreInDictionary] = dictionarySpanish.get(key) ?? [];
    const [fromWiktionary, ...moreInWiktionary] = wiktionarySpanish.get(key) ?? [];
    const entry = fromDictionary === undefined ? undefined : dictionary.get(fromDictionary);
    if (
      entry !== undefined &&
      fromDictionary !== key &&
      fromDictionary === fromWiktionary &&
      moreInDictionary.length === 0 &&
      moreInWiktionary.length === 0
    ) {
      renames.set(key, tidySpelling(entry.spelling));
    }
  }
  return renames;
}
