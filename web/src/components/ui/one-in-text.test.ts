import { ONE_IN_WORD_LIMITS, oneInWord } from '@name-swiper/contract/one-in-words';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import nl from '../../i18n/nl.json';
import { createTranslator } from '../../i18n/translator';
import { cardLineText, oneInWordText } from './one-in-text';

const t = { en: createTranslator('en', en).t, nl: createTranslator('nl', nl).t };

describe('the plain words for "1 in N" (decision 99)', () => {
  it('are pinned: very common to 1 in 150, common to 1 in 1,000, uncommon to 1 in 10,000, rare beyond', () => {
    expect(ONE_IN_WORD_LIMITS).toEqual({ 'very-common': 150, common: 1000, uncommon: 10_000 });
    expect([1, 45, 150, 151, 1000, 1001, 10_000, 10_001, 48_000].map(oneInWord)).toEqual([
      'very-common',
      'very-common',
      'very-common',
      'common',
      'common',
      'uncommon',
      'uncommon',
      'rare',
      'rare',
    ]);
  });

  it('read the same ranges in English and Dutch', () => {
    expect([110, 480, 4500, 48_000].map((n) => oneInWordText(t.en, n))).toEqual([
      'very common',
      'common',
      'uncommon',
      'rare',
    ]);
    expect([110, 480, 4500, 48_000].map((n) => oneInWordText(t.nl, n))).toEqual([
      'heel vaak',
      'vaak',
      'niet vaak',
      'zeldzaam',
    ]);
  });
});

describe('the card line', () => {
  it('says 1 in N, where, and the word, with a + for a lower bound and grouped thousands', () => {
    expect(cardLineText(t.en, { place: 'us', n: 45 })).toBe('1 in 45 in the US: very common');
    expect(cardLineText(t.en, { place: 'be-vlg', n: 110, atLeast: true })).toBe(
      '1 in 110+ in Flanders: very common',
    );
    expect(cardLineText(t.en, { place: 'us', n: 48_000, atLeast: true })).toBe(
      '1 in 48,000+ in the US: rare',
    );
    expect(cardLineText(t.nl, { place: 'be-vlg', n: 110, atLeast: true })).toBe(
      '1 op 110+ in Vlaanderen: heel vaak',
    );
    expect(cardLineText(t.nl, { place: 'nl', n: 4800 })).toBe('1 op 4.800 in Nederland: niet vaak');
  });
});
