import { beforeAll, describe, expect, it } from 'vitest';
import { loadDutchHyphenation } from './dutch-hyphenation';
import type { Hyphenate } from './syllables';
import { dutchSyllables, englishSyllables, spokenSyllables, usualStress, wordsOf } from './syllables';

const spelled = ({ parts, stress }: { parts: string[] | undefined; stress: number }) =>
  parts?.map((part, index) => (index === stress ? part.toUpperCase() : part)).join('·');

describe('English syllables', () => {
  it('counts with `syllable` and spells the split where it agrees', () => {
    expect(englishSyllables('Mia')).toMatchObject({ count: 2, parts: ['Mi', 'a'] });
    expect(englishSyllables('Anders')).toMatchObject({ count: 2, parts: ['An', 'ders'] });
    expect(englishSyllables('Kate')).toMatchObject({ count: 1, parts: ['Kate'] });
    expect(englishSyllables('Caroline').count).toBe(3);
  });

  it('marks the usual stress', () => {
    expect(spelled(englishSyllables('Olivia'))).toBe('O·LI·vi·a');
    expect(spelled(englishSyllables('Isabella'))).toBe('I·sa·BEL·la');
    expect(spelled(englishSyllables('Emma'))).toBe('EM·ma');
  });
});

describe('Dutch syllables', () => {
  let hyphenate: Hyphenate;
  beforeAll(async () => {
    hyphenate = await loadDutchHyphenation();
  });

  it('follows the Dutch hyphenation patterns', () => {
    expect(dutchSyllables('Johannes', hyphenate).parts).toEqual(['Jo', 'han', 'nes']);
    expect(dutchSyllables('Annelies', hyphenate).parts).toEqual(['An', 'ne', 'lies']);
  });

  it('splits what the patterns leave whole at a word edge, and keeps Dutch vowel pairs together', () => {
    expect(dutchSyllables('Mia', hyphenate).parts).toEqual(['Mi', 'a']);
    expect(dutchSyllables('Olivia', hyphenate).parts).toEqual(['O', 'li', 'vi', 'a']);
    expect(dutchSyllables('Maaike', hyphenate).parts).toEqual(['Maai', 'ke']);
    expect(dutchSyllables('Daan', hyphenate).count).toBe(1);
    expect(dutchSyllables('Zoë', hyphenate).parts).toEqual(['Zo', 'ë']);
  });

  it('differs from English where Dutch says a final e (Lieke) and joins a lone consonant (So-phie)', () => {
    expect(dutchSyllables('Lieke', hyphenate).count).toBe(2);
    expect(englishSyllables('Kate').count).toBe(1);
    expect(dutchSyllables('Sophie', hyphenate).parts).toEqual(['So', 'phie']);
  });
});

describe('stress and words', () => {
  it('stresses a heavy second-to-last syllable, else the one before', () => {
    expect(usualStress(1)).toBe(0);
    expect(usualStress(2)).toBe(0);
    expect(usualStress(3, ['Jo', 'han', 'nes'])).toBe(1);
    expect(usualStress(4, ['O', 'li', 'vi', 'a'])).toBe(1);
    expect(usualStress(4)).toBe(1);
  });

  it('splits a full name into its words', () => {
    expect(wordsOf('Anne-Marie  de Vries')).toEqual(['Anne', 'Marie', 'de', 'Vries']);
  });
});

describe('syllables from a pronunciation', () => {
  it('spells the word with as many syllables as the pronunciation has', () => {
    expect(spelled(spokenSyllables('Noah', 2))).toBe('NO·ah');
    expect(spelled(spokenSyllables('Saoirse', 2))).toBe('SAOIR·se');
    expect(spelled(spokenSyllables('Zoë', 2))).toBe('ZO·ë');
    expect(spokenSyllables('Caroline', 3).parts).toEqual(['Ca', 'ro', 'line']);
    expect(spokenSyllables('Louis', 2).parts).toEqual(['Lou', 'is']);
    expect(spokenSyllables('Louis', 1).parts).toEqual(['Louis']);
    expect(spokenSyllables('Julia', 3).parts).toEqual(['Ju', 'li', 'a']);
  });

  it('keeps the count but not a split the spelling cannot show, and is no estimate', () => {
    expect(spokenSyllables('Niamh', 1)).toMatchObject({ count: 1, parts: ['Niamh'], estimated: false });
    expect(spokenSyllables('Aoife', 2)).toMatchObject({ count: 2, parts: ['Aoi', 'fe'] });
    expect(spokenSyllables('Nnamdi', 3)).toMatchObject({ count: 3, parts: undefined });
  });
});
