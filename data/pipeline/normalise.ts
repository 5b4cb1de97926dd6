/** Spelling normalisation: comparison keys and the displayed form of a name. */

/** Compares strings by UTF-16 code units, independent of the locale. */
export function compareText(a: string, b: string): number {
  if (a < b) {
    return -1;
  }
  return a > b ? 1 : 0;
}

/** Key under which spellings are compared: NFC, trimmed, lower-cased (accents are kept). */
export function nameKey(name: string): string {
  return name.normalize('NFC').trim().toLowerCase();
}

/**
 * Title Case as used by SOURCES.md for ALL-CAPS sources: lower-case everything, then upper-case the first letter
 * and every letter after a space, a hyphen or a full stop (an apostrophe does not start a capital).
 */
export function titleCase(name: string): string {
  const lower = name.normalize('NFC').toLowerCase();
  let out = '';
  let capitaliseNext = true;
  for (const ch of lower) {
    out += capitaliseNext ? ch.toUpperCase() : ch;
    capitaliseNext = ch === ' ' || ch === '-' || ch === '.';
  }
  return out;
}

function isUpper(ch: string): boolean {
  return ch !== ch.toLowerCase() && ch === ch.toUpperCase();
}

function isLower(ch: string): boolean {
  return ch !== ch.toUpperCase() && ch === ch.toLowerCase();
}

/**
 * The displayed spelling: kept as published unless it is clearly mis-cased (starts lower-case, or has two capitals
 * in a row such as `FLora` or `EMMA`), in which case it is title-cased. Inner capitals such as `McKenzie` stay.
 */
export function tidySpelling(name: string): string {
  const nfc = name.normalize('NFC').trim();
  const chars = [...nfc];
  const first = chars[0] ?? '';
  let doubleCapital = false;
  for (let i = 1; i < chars.length; i++) {
    if (isUpper(chars[i] ?? '') && isUpper(chars[i - 1] ?? '')) {
      doubleCapital = true;
    }
  }
  if (isLower(first) || doubleCapital) {
    return titleCase(nfc);
  }
  return nfc;
}
