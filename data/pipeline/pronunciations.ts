/**
 * Pronunciations (IPA) of catalogue names from WikiPron (`names/wikipron-given-names.csv`, Wiktionary, CC BY-SA 4.0):
 * a row whose spelling has the key of a catalogue name belongs to that name when the name is used in the row's
 * language (decision 80), at most PRONUNCIATIONS_PER_LANGUAGE per language (the first in the file's order), each with
 * its number of syllables.
 */
import { PRONUNCIATIONS_PER_LANGUAGE } from './config';
import { ipaSyllables } from './ipa-syllables';
import { compareText, nameKey } from './normalise';
import { readNameList } from './read-name-list';

export interface WikiPronRow {
  language: string;
  name: string;
  ipa: string;
}

export interface CataloguePronunciation {
  name: string;
  language: string;
  /** IPA segments separated by spaces, exactly as WikiPron writes them. */
  ipa: string;
  syllables: number;
}

export function readWikiPron(dataDir: string): WikiPronRow[] {
  return readNameList(dataDir, 'wikipron-given-names.csv', ['language', 'name', 'ipa']).map(
    ([language = '', name = '', ipa = '']) => ({ language, name: name.normalize('NFC'), ipa }),
  );
}

/** Wiktionary's code for the language of a pronunciation tag (en-GB → en; Bokmål is filed as Norwegian, no). */
export function wiktionaryLanguage(tag: string): string {
  const primary = tag.split('-')[0] ?? tag;
  return primary === 'nb' ? 'no' : primary;
}

/**
 * `usedIn` holds, per name key, the languages (Wiktionary codes) the name is used in: those Wiktionary files it under
 * as a given name, and those of the places where it is popular. A row in another language is a word or a place that
 * shares the spelling (a German noun, Paris the city), or a name's reading in a language that does not give it.
 */
export function matchPronunciations(
  names: readonly { key: string; name: string }[],
  rows: readonly WikiPronRow[],
  usedIn: ReadonlyMap<string, ReadonlySet<string>>,
): CataloguePronunciation[] {
  const byKey = new Map(names.map((n) => [n.key, n.name]));
  const kept = new Map<string, CataloguePronunciation[]>();
  for (const row of rows) {
    const key = nameKey(row.name);
    const name = byKey.get(key);
    if (name === undefined || usedIn.get(key)?.has(wiktionaryLanguage(row.language)) !== true) {
      continue;
    }
    const group = `${name}\0${row.language}`;
    const taken = kept.get(group) ?? [];
    if (taken.length < PRONUNCIATIONS_PER_LANGUAGE && !taken.some((p) => p.ipa === row.ipa)) {
      taken.push({
        name,
        language: row.language,
        ipa: row.ipa,
        syllables: ipaSyllables(row.ipa, row.language),
      });
      kept.set(group, taken);
    }
  }
  return [...kept.values()]
    .flat()
    .sort(
      (a, b) =>
        compareText(a.name, b.name) || compareText(a.language, b.language) || compareText(a.ipa, b.ipa),
    );
}
