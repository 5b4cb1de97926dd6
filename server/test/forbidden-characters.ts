const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * The invisible characters issue 30 found stored in a family's own names and its last name: each is outside the
 * ranges above but in a class the one user-text rule refuses (Default_Ignorable_Code_Point, Bidi_Control).
 */
export const INVISIBLE_FINDINGS: readonly [string, number][] = [
  ['combining grapheme joiner', 0x034f],
  ['variation selector 16', 0xfe0f],
  ['Mongolian free variation selector', 0x180b],
  ['Hangul filler', 0x3164],
  ['halfwidth Hangul filler', 0xffa0],
  ['Arabic letter mark', 0x061c],
  ['word joiner', 0x2060],
  ['invisible separator', 0x2063],
  ['Mongolian vowel separator', 0x180e],
];

/** Every character a user-set text must refuse, by class (issue 17 §10). */
export const FORBIDDEN_CHARACTER_CLASSES: readonly [string, number[]][] = [
  ['C0 controls (U+0000–U+001F)', range(0x00, 0x1f)],
  ['DEL and C1 controls (U+007F–U+009F)', range(0x7f, 0x9f)],
  ['zero-width characters and direction marks (U+200B–U+200F)', range(0x200b, 0x200f)],
  ['bidi embeddings and overrides (U+202A–U+202E)', range(0x202a, 0x202e)],
  ['bidi isolates (U+2066–U+2069)', range(0x2066, 0x2069)],
  ['byte order mark (U+FEFF)', [0xfeff]],
  ['invisible characters found by issue 30', INVISIBLE_FINDINGS.map(([, codePoint]) => codePoint)],
];

/** How a problem detail names a code point: U+202E. */
export function codePointLabel(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}
