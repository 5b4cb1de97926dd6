/**
 * Spelling repairs for sources that cannot write accents. ISTAT writes a final stressed vowel as vowel + apostrophe
 * from 2011 (`Nicolo'`) and without any mark before (`Nicolo`): both are the accented name (`Nicolò`).
 */

const GRAVE: Readonly<Record<string, string>> = { a: 'à', e: 'è', i: 'ì', o: 'ò', u: 'ù' };

/** `Nicolo'` → `Nicolò`; undefined when the spelling does not end in vowel + apostrophe. */
export function apostropheToAccent(name: string): string | undefined {
  const match = /^(.*)([aeiou])['’]$/iu.exec(name);
  if (match === null) {
    return undefined;
  }
  const [, stem = '', vowel = ''] = match;
  const accented = GRAVE[vowel.toLowerCase()] ?? vowel;
  return stem + (vowel === vowel.toUpperCase() ? accented.toUpperCase() : accented);
}

/**
 * The ISTAT spellings to replace: every `X'` becomes the accented X, and so does the bare `X` of the same name in
 * other years (ISTAT never writes an accent, so bare `Nicolo` is the same name).
 */
export function istatSpellings(names: Iterable<string>): Map<string, string> {
  const replacements = new Map<string, string>();
  for (const name of names) {
    const accented = apostropheToAccent(name);
    if (accented !== undefined) {
      replacements.set(name, accented);
      replacements.set(name.slice(0, -1), accented);
    }
  }
  return replacements;
}
