/**
 * Spelling helpers for the full-name studio: a name as plain lower-case letters, and the letter it is filed under.
 */

/** Lower case a–z only: accents folded (Zoë → zoe), spaces, hyphens and apostrophes dropped. */
export function plainLetters(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/**
 * The word of a last name that carries it: the first that starts with a capital ("de Vries" → Vries, "van der Berg" →
 * Berg), else the first word. Dutch files and abbreviates a name this way (A. de Vries is filed under V).
 */
export function mainWord(lastName: string): string {
  const words = lastName.trim().split(/\s+/).filter(Boolean);
  return words.find((word) => /^\p{Lu}/u.test(word)) ?? words[0] ?? '';
}

/** The first letter of a name, upper case and without its accent ('' for a name without letters). */
export function initialOf(name: string): string {
  return plainLetters(name).charAt(0).toUpperCase();
}
