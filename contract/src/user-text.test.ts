import { describe, expect, it } from 'vitest';
import { inputErrorCode } from './errors';
import { forbiddenCharacter, userTextSchema } from './user-text';

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

  it('allows a zero-width joiner only inside an emoji sequence', () => {
    expect(forbiddenCharacter('👨\u200D👩\u200D👧\u200D👦')).toBeUndefined();
    expect(forbiddenCharacter('👍🏽\u200D👍')).toBeUndefined();
    expect(forbiddenCharacter('❤\uFE0F\u200D🔥')).toBeUndefined();
    expect(forbiddenCharacter('An\u200Dna')).toBe('U+200D');
    expect(forbiddenCharacter('👶\u200Dx')).toBe('U+200D');
    expect(forbiddenCharacter('\u200D👶')).toBe('U+200D');
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
