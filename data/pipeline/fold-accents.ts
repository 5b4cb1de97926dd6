/**
 * Careful accent folding. Only combining marks fold (acute, grave, circumflex, diaeresis, tilde, cedilla, caron, ring:
 * `Zoë`, `Zoé` → `zoe`); letters of their own (ø, æ, ß, ð, þ, ł, đ) never do. Folding alone does not make two
 * spellings one name: Icelandic Már (a boy, "seagull") and Spanish Mar (a girl, "sea") fold alike, so a folded match
 * counts only where the genders agree.
 */
import type { Gender } from './assign-gender';

export function foldAccents(key: string): string {
  return key.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

/** Two genders agree unless one is F and the other M (N, unisex, agrees with both). */
export function gendersAgree(a: Gender, b: Gender): boolean {
  return a === b || a === 'N' || b === 'N';
}
