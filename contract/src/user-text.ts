import { z } from 'zod';
import type { ErrorCode } from './errors';

/**
 * Characters no text a user sets may hold: C0 and C1 controls with DEL (terminal escapes, NUL, which PostgreSQL
 * refuses), zero-width characters and direction marks (U+200B–U+200F), bidi embeddings and overrides
 * (U+202A–U+202E), bidi isolates (U+2066–U+2069) and the byte order mark (U+FEFF). They are invisible or reorder
 * what is shown, so they would let one name pass for another.
 */
const FORBIDDEN_CHARACTER = /[\p{Cc}\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/u;

/** A zero-width joiner between two emoji draws them as one picture (👩‍👧): the one use of it a name keeps. */
const EMOJI_JOINER =
  /(\p{Extended_Pictographic}[\uFE0F\p{Emoji_Modifier}]?)\u200D(?=\p{Extended_Pictographic})/gu;

/** The first forbidden character of `text` as U+XXXX, or undefined when it has none. */
export function forbiddenCharacter(text: string): string | undefined {
  const found = FORBIDDEN_CHARACTER.exec(text.replace(EMOJI_JOINER, '$1'))?.[0];
  return found === undefined
    ? undefined
    : `U+${(found.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * Free text a user sets (a device name, a last name): refused when it holds a forbidden character, then trimmed and
 * put into Unicode normalisation form C, so that "Zoe\u0308" and "Zoë" are one name, and only then length-checked.
 */
export function userTextSchema(maxLength: number) {
  return z
    .string({ error: 'must be a string' })
    .superRefine((text, ctx) => {
      const found = forbiddenCharacter(text);
      if (found !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `must not contain control, zero-width or text-direction characters (found ${found})`,
          params: { code: 'invalid-characters' satisfies ErrorCode },
        });
      }
    })
    .trim()
    .normalize('NFC')
    .max(maxLength, { error: `must be at most ${maxLength} characters` });
}
