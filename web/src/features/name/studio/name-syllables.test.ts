import { describe, expect, it } from 'vitest';
import { fullNameSyllables, isParticle, pronunciationFor } from './name-syllables';
import { englishSyllables } from './syllables';

const ZOE = [
  { language: 'en-GB', ipa: 'z ə ʊ', syllables: 1 },
  { language: 'en-GB', ipa: 'z ə ʊ i', syllables: 2 },
  { language: 'fr', ipa: 'z ɔ e', syllables: 2 },
  { language: 'nl', ipa: 'z oː ə', syllables: 2 },
];

describe('the pronunciation the studio follows', () => {
  it("is the parent's language first, the fuller of several, else where the name is common, else any", () => {
    expect(pronunciationFor(ZOE, 'en', ['fr'])).toEqual(ZOE[1]);
    expect(pronunciationFor(ZOE, 'nl', ['fr'])).toEqual(ZOE[3]);
    expect(pronunciationFor(ZOE.slice(0, 3), 'nl', ['fr', 'be'])).toEqual(ZOE[2]);
    expect(pronunciationFor(ZOE.slice(2, 3), 'nl', ['us'])).toEqual(ZOE[2]);
    expect(pronunciationFor([], 'en', ['us'])).toBeUndefined();
  });
});

describe('the syllables of a full name', () => {
  it('knows the particles of last names', () => {
    expect(
      ['van', 'der', 'de', 'den', 'ten', 'ter', 'te', 'von', 'le', 'la', 'di', 'da', 'del', 'dos'].every(
        isParticle,
      ),
    ).toBe(true);
    expect(['Vries', 'Heijden', 'Daan'].some(isParticle)).toBe(false);
  });

  it('takes the first name from its pronunciation, estimates the rest and stresses no particle', () => {
    const words = fullNameSyllables(
      { first: 'Noah', middle: 'Jan', last: 'van der Berg' },
      { language: 'en-GB', ipa: 'n ə ʊ ə', syllables: 2 },
      englishSyllables,
    );
    expect(words.map(({ word, count, stress, estimated }) => [word, count, stress, estimated])).toEqual([
      ['Noah', 2, 0, false],
      ['Jan', 1, 0, true],
      ['van', 1, -1, true],
      ['der', 1, -1, true],
      ['Berg', 1, 0, true],
    ]);
  });

  it('estimates a first name of two words, or one without a pronunciation', () => {
    const estimated = (first: string) =>
      fullNameSyllables({ first, middle: '', last: '' }, ZOE[1], englishSyllables).map((w) => w.estimated);
    expect(estimated('Anne-Marie')).toEqual([true, true]);
    expect(
      fullNameSyllables({ first: 'Ava', middle: '', last: '' }, undefined, englishSyllables)[0]?.estimated,
    ).toBe(true);
  });
});
