import { doubleMetaphone } from 'double-metaphone';
import { plainLetters } from './letters';

/**
 * How names sound at their edges, from the spelling and Double Metaphone keys (`double-metaphone`). Metaphone
 * keeps consonant sounds only (a vowel only as a word's first sound, written A), so vowel edges are read from the
 * letters.
 */

export type EdgeSound = { vowel: string } | { consonants: string[] };

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
const isVowel = (letter: string | undefined) => letter !== undefined && VOWELS.has(letter);

/** Both Double Metaphone keys of a word, without repeats. */
function phoneticKeys(word: string): string[] {
  return [...new Set(doubleMetaphone(word))].filter(Boolean);
}

/**
 * The sound a name ends with: a vowel (Mia, Noah, Emily) or its last consonant sounds. A final e after a consonant is
 * silent (Kate, Rose); a final h after a vowel is too (Hannah); y, ie and ee all end in the sound of i.
 */
export function endingSound(name: string): EdgeSound | undefined {
  const letters = plainLetters(name).replace(/([aeiou])h$/, '$1');
  const last = letters.at(-1);
  const before = letters.at(-2);
  if (last === undefined) {
    return undefined;
  }
  if (last === 'y' || ((last === 'e' || last === 'i') && (before === 'i' || before === 'e'))) {
    return { vowel: 'i' };
  }
  if (isVowel(last) && !(last === 'e' && !isVowel(before))) {
    return { vowel: last };
  }
  const consonants = phoneticKeys(name)
    .map((key) => key.at(-1) ?? '')
    .filter((sound) => sound !== '' && sound !== 'A');
  return consonants.length > 0 ? { consonants } : undefined;
}

/** The sound a name starts with: its first vowel letter, or its first consonant sounds (Celia starts with S). */
export function startingSound(name: string): EdgeSound | undefined {
  const letters = plainLetters(name);
  const first = letters.charAt(0);
  if (first === '') {
    return undefined;
  }
  if (isVowel(first)) {
    return { vowel: first };
  }
  const consonants = phoneticKeys(name)
    .map((key) => key.charAt(0))
    .filter((sound) => sound !== '' && sound !== 'A');
  return consonants.length > 0 ? { consonants } : { vowel: first };
}

export function sameSound(a: EdgeSound | undefined, b: EdgeSound | undefined): boolean {
  if (!a || !b) {
    return false;
  }
  if ('vowel' in a || 'vowel' in b) {
    return 'vowel' in a && 'vowel' in b && a.vowel === b.vowel;
  }
  return a.consonants.some((sound) => b.consonants.includes(sound));
}

/** Whether the second name starts with the sound the first ends with, so the two run together (Mia Anders). */
export function runTogether(first: string, second: string): boolean {
  return sameSound(endingSound(first), startingSound(second));
}

/** Whether two names start alike: the same letter (Mia Miller) or the same consonant sound (Kate Carter). */
export function startAlike(a: string, b: string): boolean {
  const [x, y] = [plainLetters(a), plainLetters(b)];
  if (x === '' || y === '') {
    return false;
  }
  if (x.charAt(0) === y.charAt(0)) {
    return true;
  }
  const [sx, sy] = [startingSound(a), startingSound(b)];
  return sx !== undefined && sy !== undefined && 'consonants' in sx && sameSound(sx, sy);
}

/** The rhyming end of a name: from its second-to-last vowel group on (Mason → ason), or its only one (Sam → am). */
export function rime(name: string): string {
  const letters = plainLetters(name);
  const groups = [...letters.matchAll(/[aeiouy]+/g)].filter(
    (group) => !(group.index === 0 && group[0] === 'y'),
  );
  const from = groups.at(-2) ?? groups.at(-1);
  return from ? letters.slice(from.index) : letters;
}

/**
 * Whether two different names rhyme: the same rhyming end (Jason Mason, Ella Stella, Nina Tina), or ends that are
 * spelled apart but sound alike: the same first and last vowel and the same Double Metaphone key (Jason Grayson).
 */
export function rhyme(a: string, b: string): boolean {
  const [x, y] = [plainLetters(a), plainLetters(b)];
  if (x === '' || y === '' || x === y) {
    return false;
  }
  const [ra, rb] = [rime(a), rime(b)];
  if (ra === rb) {
    return true;
  }
  const lastVowel = (text: string) => /[aeiouy](?=[^aeiouy]*$)/.exec(text)?.[0];
  return (
    ra.charAt(0) === rb.charAt(0) &&
    lastVowel(ra) === lastVowel(rb) &&
    doubleMetaphone(ra)[0] === doubleMetaphone(rb)[0]
  );
}
