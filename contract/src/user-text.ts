import { z } from 'zod';
import type { ErrorCode } from './errors';

/**
 * Characters no text a user sets may hold, by Unicode property rather than a list of code points, so a character a
 * later Unicode version adds to a class is refused with it:
 * - `Cc`: C0 and C1 controls with DEL (terminal escapes; NUL, which PostgreSQL refuses);
 * - `Cf`: format characters (zero-width spaces and joiners, the byte order mark, interlinear annotation marks, …);
 * - `Default_Ignorable_Code_Point`: what a renderer may draw as nothing: variation selectors, the combining grapheme
 *   joiner, the Hangul fillers, Mongolian free variation selectors, word joiners, invisible operators;
 * - `Bidi_Control`: embeddings, overrides, isolates and the direction marks (LRM, RLM, ALM), which reorder text;
 * - `Cs` and `Co`: lone surrogates and private-use characters, which have no agreed look.
 * Each of them would let one name pass for another ("Jude" and "Jude" + U+034F) or scramble what is shown around it.
 */
const FORBIDDEN_CHARACTER = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Bidi_Control}\p{Cs}\p{Co}]/u;

/**
 * The invisible characters an emoji sequence is made of, which a name keeps inside such a sequence only: a
 * presentation selector after an emoji (❤️), a zero-width joiner between two pictographs (👩‍👧), and the tag
 * characters of a subdivision flag (🏴 + tags + cancel tag: the Scottish flag). Each is replaced by the emoji it
 * belongs to before the check, so the same character anywhere else is refused.
 */
const EMOJI_SEQUENCE_PARTS: readonly [RegExp, string][] = [
  [/(\p{Emoji})[\uFE0E\uFE0F]/gu, '$1'],
  [/(\p{Extended_Pictographic}\p{Emoji_Modifier}?)\u200D(?=\p{Extended_Pictographic})/gu, '$1'],
  [/\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/gu, '\u{1F3F4}'],
];

function withoutEmojiSequenceParts(text: string): string {
  return EMOJI_SEQUENCE_PARTS.reduce((rest, [part, emoji]) => rest.replace(part, emoji), text);
}

/** Whether one character (a code point) is of a class user text refuses, wherever it stands. */
export function isForbiddenCharacter(character: string): boolean {
  return FORBIDDEN_CHARACTER.test(character);
}

/** The first forbidden character of `text` as U+XXXX, or undefined when it has none. */
export function forbiddenCharacter(text: string): string | undefined {
  const found = FORBIDDEN_CHARACTER.exec(withoutEmojiSequenceParts(text))?.[0];
  return found === undefined
    ? undefined
    : `U+${(found.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * The one rule for free text a person types (a device name, a last name, a family's own name, a sibling's name):
 * refused when it holds a forbidden character, then trimmed and put into Unicode normalisation form C, so that
 * "Zoe\u0308" and "Zoë" are one name, and only then length-checked.
 */
export function userTextSchema(maxLength: number) {
  return z
    .string({ error: 'must be a string' })
    .superRefine((text, ctx) => {
      const found = forbiddenCharacter(text);
      if (found !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `must not contain control, invisible or text-direction characters (found ${found})`,
          params: { code: 'invalid-characters' satisfies ErrorCode },
        });
      }
    })
    .trim()
    .normalize('NFC')
    .max(maxLength, { error: `must be at most ${maxLength} characters` });
}
