/** Recognises entries that are not real given names: placeholders, initials, digits and entry artefacts. */

/** Placeholders used by registries for children without a name (compared without spaces, lower-case). */
const PLACEHOLDERS: ReadonlySet<string> = new Set([
  'anonymous',
  'baby',
  'babyboy',
  'babygirl',
  'boy',
  'child',
  'female',
  'girl',
  'infant',
  'infantboy',
  'infantgirl',
  'infantof',
  'kein',
  'male',
  'nameless',
  'newborn',
  'noname',
  'none',
  'notnamed',
  'null',
  'ohne',
  'test',
  'twin',
  'unknown',
  'unnamed',
  'vorname',
]);

/** Letters (with combining marks), optionally joined by single hyphens, apostrophes or spaces. */
const NAME_SHAPE = /^\p{L}[\p{L}\p{M}]*(?:[-' ’]\p{L}[\p{L}\p{M}]*)*$/u;

/** True when the spelling is not a usable given name. */
export function isJunkName(name: string): boolean {
  const nfc = name.normalize('NFC').trim();
  const letters = [...nfc].filter((ch) => /\p{L}/u.test(ch));
  if (letters.length < 2) {
    return true;
  }
  if (/\p{N}/u.test(nfc) || !NAME_SHAPE.test(nfc)) {
    return true;
  }
  return PLACEHOLDERS.has(nfc.toLowerCase().replaceAll(' ', ''));
}
