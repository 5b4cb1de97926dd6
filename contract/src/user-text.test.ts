import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inputErrorCode } from './errors';
import { familyNameTextSchema } from './family-names';
import { forbiddenCharacter, isForbiddenCharacter, userTextSchema } from './user-text';

const label = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

/** Every code point of a class, read from the Unicode tables of this JavaScript engine. */
function codePointsOf(property: RegExp): number[] {
  const found: number[] = [];
  for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
    if (!(codePoint >= 0xd800 && codePoint <= 0xdfff) && property.test(String.fromCodePoint(codePoint))) {
      found.push(codePoint);
    }
  }
  return found;
}

/** The classes issue 30 names, each drawn from in full rather than by a hand list. */
const INVISIBLE_CLASSES = {
  Default_Ignorable_Code_Point: codePointsOf(/\p{Default_Ignorable_Code_Point}/u),
  Bidi_Control: codePointsOf(/\p{Bidi_Control}/u),
  Variation_Selector: codePointsOf(/\p{Variation_Selector}/u),
  Format: codePointsOf(/\p{Cf}/u),
  Control: codePointsOf(/\p{Cc}/u),
  'Hangul fillers': codePointsOf(/\p{Script=Hangul}/u).filter((codePoint) =>
    /\p{Default_Ignorable_Code_Point}/u.test(String.fromCodePoint(codePoint)),
  ),
};

describe('forbiddenCharacter', () => {
  it.each([
    ['Anna', undefined],
    ['ليلى de Vries', undefined],
    ['Zoë 👶', undefined],
    ['An\u0000na', 'U+0000'],
    ['An\u009Bna', 'U+009B'],
    ['An\u200Bna', 'U+200B'],
    ['\u202Eanna', 'U+202E'],
    ['anna\u2069', 'U+2069'],
    ['\uFEFFAnna', 'U+FEFF'],
  ])('%j: %s', (text, found) => {
    expect(forbiddenCharacter(text)).toBe(found);
  });

  it.each([
    // Issue 30's findings in a family's own names and in the family last name.
    ['Jude\u034F', 'U+034F'],
    ['Jude\uFE0F', 'U+FE0F'],
    ['Jude\u180B', 'U+180B'],
    ['Jude\u3164', 'U+3164'],
    ['Jude\uFFA0', 'U+FFA0'],
    ['de\u061CVries', 'U+061C'],
    ['de\u2060Vries', 'U+2060'],
    ['de\u2063Vries', 'U+2063'],
    ['de\u180EVries', 'U+180E'],
    ['de Vries\u034F', 'U+034F'],
    ['An\u{E0041}na', 'U+E0041'],
    ['An\u{F0000}na', 'U+F0000'],
  ])('refuses the invisible character of %j', (text, found) => {
    expect(forbiddenCharacter(text)).toBe(found);
  });

  it('allows a zero-width joiner only inside an emoji sequence', () => {
    expect(forbiddenCharacter('👨\u200D👩\u200D👧\u200D👦')).toBeUndefined();
    expect(forbiddenCharacter('👍🏽\u200D👍')).toBeUndefined();
    expect(forbiddenCharacter('❤\uFE0F\u200D🔥')).toBeUndefined();
    expect(forbiddenCharacter('An\u200Dna')).toBe('U+200D');
    expect(forbiddenCharacter('👶\u200Dx')).toBe('U+200D');
    expect(forbiddenCharacter('\u200D👶')).toBe('U+200D');
  });

  it('allows a presentation selector after an emoji and the tags of a subdivision flag, nowhere else', () => {
    expect(forbiddenCharacter('Anna ❤\uFE0F')).toBeUndefined();
    expect(forbiddenCharacter('☺\uFE0E')).toBeUndefined();
    expect(
      forbiddenCharacter('Mac 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}'),
    ).toBeUndefined();
    expect(forbiddenCharacter('Anna\uFE0F')).toBe('U+FE0F');
    expect(forbiddenCharacter('🏴\u{E0067}\u{E0062}')).toBe('U+E0067');
    expect(forbiddenCharacter('Anna\u{E007F}')).toBe('U+E007F');
  });

  describe.each(Object.entries(INVISIBLE_CLASSES))('every character of %s', (_, codePoints) => {
    it('is refused, wherever it stands in a name', () => {
      expect(codePoints.length).toBeGreaterThan(0);
      fc.assert(
        fc.property(
          fc.constantFrom(...codePoints),
          fc.string({ unit: fc.constantFrom(...'AaZzëé ليلى-'), maxLength: 12 }),
          fc.string({ unit: fc.constantFrom(...'AaZzëé ليلى-'), maxLength: 12 }),
          (codePoint, before, after) => {
            const text = `${before}${String.fromCodePoint(codePoint)}${after}`;
            expect(isForbiddenCharacter(String.fromCodePoint(codePoint))).toBe(true);
            expect(forbiddenCharacter(text)).toBe(label(codePoint));
            expect(userTextSchema(60).safeParse(text).success).toBe(false);
            expect(familyNameTextSchema.safeParse(text).success).toBe(false);
          },
        ),
        { numRuns: 300 },
      );
    });
  });

  it('keeps every text made of visible letters, marks, digits, punctuation, spaces and emoji', () => {
    const visible = fc
      .integer({ min: 0x20, max: 0x10ffff })
      .filter((codePoint) => !(codePoint >= 0xd800 && codePoint <= 0xdfff))
      .map((codePoint) => String.fromCodePoint(codePoint))
      .filter((character) => /[\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}]/u.test(character))
      .filter((character) => !isForbiddenCharacter(character));
    fc.assert(
      fc.property(fc.array(visible, { maxLength: 20 }), (characters) => {
        expect(forbiddenCharacter(characters.join(''))).toBeUndefined();
      }),
      { numRuns: 500 },
    );
  });
});

describe('userTextSchema', () => {
  const schema = userTextSchema(5);

  it('trims and normalises to NFC before counting', () => {
    expect(schema.parse('  Zoe\u0308  ')).toBe('Zo\u00EB');
    expect(schema.parse('e\u0301'.repeat(5))).toBe('\u00E9'.repeat(5));
  });

  it('names invalid-characters as the code of a refusal for a forbidden character', () => {
    const refused = schema.safeParse('\u202Ex');
    expect(refused.success).toBe(false);
    expect(inputErrorCode(refused.error?.issues[0])).toBe('invalid-characters');
    expect(inputErrorCode(schema.safeParse('toolong').error?.issues[0])).toBe('invalid-request');
  });
});
