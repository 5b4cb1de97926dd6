const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** Every character a user-set text must refuse, by class (issue 17 §10). */
export const FORBIDDEN_CHARACTER_CLASSES: readonly [string, number[]][] = [
  ['C0 controls (U+0000–U+001F)', range(0x00, 0x1f)],
  ['DEL and C1 controls (U+007F–U+009F)', range(0x7f, 0x9f)],
  ['zero-width characters and direction marks (U+200B–U+200F)', range(0x200b, 0x200f)],
  ['bidi embeddings and overrides (U+202A–U+202E)', range(0x202a, 0x202e)],
  ['bidi isolates (U+2066–U+2069)', range(0x2066, 0x2069)],
  ['byte order mark (U+FEFF)', [0xfeff]],
];

/** How a problem detail names a code point: U+202E. */
export function codePointLabel(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}
