import { describe, expect, it } from 'vitest';
import { inputErrorCode } from './errors';
import { addFamilyNameSchema } from './family-names';

const refusal = (name: string) => {
  const parsed = addFamilyNameSchema.safeParse({ name });
  return parsed.success ? undefined : inputErrorCode(parsed.error.issues[0]);
};

describe("a family's own name", () => {
  it.each(['Anne-Marie', "O'Neil", 'D’Angelo', 'Mary Kate', 'Zoë', 'ليلى', 'देवी', 'Þórdís', 'Ẓ'])(
    'takes %s: letters of any script, joined by single hyphens, apostrophes or spaces',
    (name) => {
      expect(addFamilyNameSchema.parse({ name })).toEqual({ name, gender: 'N' });
    },
  );

  it('is trimmed and in NFC, and keeps the chosen gender', () => {
    expect(addFamilyNameSchema.parse({ name: '  Zoe\u0308 ', gender: 'F' })).toEqual({
      name: 'Zoë',
      gender: 'F',
    });
  });

  it.each(['', 'R2-D2', 'Emma!', 'Ann--Marie', '-Ann', 'Ann-', 'Mary  Kate', 'Ann_Marie', '👶'])(
    'refuses %j as invalid-name',
    (name) => {
      expect(refusal(name)).toBe('invalid-name');
    },
  );

  it('refuses control and direction characters as every user text does, and more than 40 characters', () => {
    expect(refusal('An\u202Ena')).toBe('invalid-characters');
    expect(refusal('a'.repeat(41))).toBe('invalid-request');
    expect(refusal('a'.repeat(40))).toBeUndefined();
  });
});
