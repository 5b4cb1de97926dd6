/**
 * The form of a name for the other gender (links.csv relation `other-gender`): Johannes and Johanna, Paul and
 * Pauline, Francesco and Francesca. No source in ../shared/data states these pairs (Wiktionary's `{{given name}}`
 * data as extracted keeps only `eq=` and `var=`, and the dictionary's CSV has no relations), so they come from a
 * reviewed rule set: a boy's ending swapped for a girl's, applied only where
 * - both spellings are catalogue names, the boy's name `M` and the girl's `F` (a unisex name is no other form),
 * - the stem left after removing the boy's ending has at least GENDER_FORM_MIN_STEM letters (Jan/Jana, Len/Lena and
 *   Tim/Tima were mostly chance),
 * - the two are used in a common language (Wiktionary's given-name languages and the languages of their places), so
 *   that an Arabic boy's name and a Czech girl's name that happen to differ by an `a` are not paired,
 * - and the pair is not in `gender-form-exclusions.csv`, the pairs the review found wrong (data/README.md).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readCsv } from './csv';
import type { LinkedName, NameLink } from './link-names';
import { compareText, nameKey } from './normalise';

/**
 * The rules: a boy's name ending in `boys` and the girl's name with `girls` in its place. Each was kept because its
 * pairs were mostly right in the review; `''` is "nothing" (Paul + a = Paula).
 */
export const GENDER_FORM_RULES: readonly { boys: string; girls: string; example: string }[] = [
  { boys: '', girls: 'a', example: 'Paul → Paula, Johann → Johanna' },
  { boys: '', girls: 'e', example: 'Louis → Louise, Christian → Christiane' },
  { boys: '', girls: 'ine', example: 'Paul → Pauline, Josef → Josefine' },
  { boys: '', girls: 'ina', example: 'Wilhelm → Wilhelmina, Georg → Georgina' },
  { boys: '', girls: 'ia', example: 'Victor → Victoria, Anton → Antonia' },
  { boys: 'n', girls: 'nne', example: 'Julien → Julienne' },
  { boys: 'l', girls: 'lle', example: 'Daniel → Danielle, Noël → Noëlle' },
  { boys: 'o', girls: 'a', example: 'Francesco → Francesca' },
  { boys: 'us', girls: 'a', example: 'Julius → Julia, Cornelius → Cornelia' },
  { boys: 'es', girls: 'a', example: 'Johannes → Johanna' },
  { boys: 'os', girls: 'a', example: 'Georgios → Georgia, Carlos → Carla' },
  { boys: 'is', girls: 'ia', example: 'Cornelis → Cornelia' },
  { boys: 'er', girls: 'ra', example: 'Alexander → Alexandra, Sander → Sandra' },
];

export const GENDER_FORM_MIN_STEM = 4;

const EXCLUSIONS_HEADER = 'boy,girl,reason';
export const GENDER_FORM_EXCLUSIONS_FILE = path.join(import.meta.dirname, 'gender-form-exclusions.csv');

/** The reviewed pairs kept out, as `boyKey\ngirlKey`. */
export function parseGenderFormExclusions(text: string, file = 'gender-form-exclusions.csv'): Set<string> {
  const rows = readCsv(text, file);
  if (rows[0]?.join(',') !== EXCLUSIONS_HEADER) {
    throw new Error(`${file}: line 1: expected header ${EXCLUSIONS_HEADER}`);
  }
  const pairs = new Set<string>();
  rows.slice(1).forEach(([boy = '', girl = '', reason = ''], i) => {
    if (boy.trim() === '' || girl.trim() === '' || reason.trim() === '') {
      throw new Error(
        `${file}: line ${i + 2}: every excluded pair needs a boy's name, a girl's name and a reason`,
      );
    }
    const pair = `${nameKey(boy)}\n${nameKey(girl)}`;
    if (pairs.has(pair)) {
      throw new Error(`${file}: line ${i + 2}: ${boy} and ${girl} are listed twice`);
    }
    pairs.add(pair);
  });
  return pairs;
}

export function readGenderFormExclusions(): Set<string> {
  return parseGenderFormExclusions(readFileSync(GENDER_FORM_EXCLUSIONS_FILE, 'utf8'));
}

const letters = (text: string): number => [...text.normalize('NFC')].length;

/**
 * The other-gender links, both directions, sorted like links.csv, with how many pairs the rules found and how many
 * of those the exclusions left out (for the README).
 */
export function genderForms(
  names: readonly LinkedName[],
  languages: ReadonlyMap<string, ReadonlySet<string>>,
  excluded: ReadonlySet<string>,
): { links: NameLink[]; found: number; excluded: number } {
  const byKey = new Map(names.map((n) => [n.key, n]));
  const shareLanguage = (a: string, b: string): boolean => {
    const other = languages.get(b);
    return [...(languages.get(a) ?? [])].some((language) => other?.has(language) === true);
  };
  const links: NameLink[] = [];
  const paired = new Set<string>();
  let found = 0;
  let left = 0;
  for (const boy of names) {
    if (boy.gender !== 'M') {
      continue;
    }
    for (const { boys, girls } of GENDER_FORM_RULES) {
      if (!boy.key.endsWith(boys)) {
        continue;
      }
      const stem = boy.key.slice(0, boy.key.length - boys.length);
      const girl = byKey.get(stem + girls);
      const pair = `${boy.key}\n${stem + girls}`;
      if (
        letters(stem) < GENDER_FORM_MIN_STEM ||
        girl?.gender !== 'F' ||
        paired.has(pair) ||
        !shareLanguage(boy.key, girl.key)
      ) {
        continue;
      }
      paired.add(pair);
      found++;
      if (excluded.has(pair)) {
        left++;
        continue;
      }
      links.push(
        { name: boy.name, relation: 'other-gender', other: girl.name },
        { name: girl.name, relation: 'other-gender', other: boy.name },
      );
    }
  }
  return {
    links: links.sort((a, b) => compareText(a.name, b.name) || compareText(a.other, b.other)),
    found,
    excluded: left,
  };
}
