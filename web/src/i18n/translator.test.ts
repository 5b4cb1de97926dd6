import { describe, expect, it } from 'vitest';
import en from './en.json';
import nl from './nl.json';
import { createTranslator } from './translator';

const english = createTranslator('en', en);
const dutch = createTranslator('nl', nl);

describe('translator', () => {
  it('reads nested keys and puts values in their placeholders, as they are (React escapes)', () => {
    expect(english.t('header.openMenu')).toBe('Open menu');
    expect(english.t('swipe.likeName', { name: 'Emma' })).toBe('Like Emma');
    expect(dutch.t('swipe.likeName', { name: 'Emma' })).toBe('Emma vind ik leuk');
    expect(english.t('swipe.likeName', { name: '<b>Tom & Jerry</b>' })).toBe('Like <b>Tom & Jerry</b>');
    expect(english.t('name.statsRankInYear', { rank: 3, year: 2024 })).toBe('3 (2024)');
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(english.t('swipe.likeName')).toBe('Like {{name}}');
  });

  it('picks the English plural form by count, and puts the count in', () => {
    expect(english.t('studio.syllableCount', { count: 1 })).toBe('1 syllable');
    expect(english.t('studio.syllableCount', { count: 0 })).toBe('0 syllables');
    expect(english.t('studio.syllableCount', { count: 2 })).toBe('2 syllables');
    expect(english.t('nav.newMatches', { count: 1, fresh: 1 })).toBe('1 match (1 new)');
  });

  it('picks the Dutch plural form by count: 1 is one, 0 and 2 are other', () => {
    expect(dutch.t('studio.syllableCount', { count: 1 })).toBe('1 lettergreep');
    expect(dutch.t('studio.syllableCount', { count: 0 })).toBe('0 lettergrepen');
    expect(dutch.t('studio.syllableCount', { count: 2 })).toBe('2 lettergrepen');
    expect(dutch.t('decide.comparisons', { count: 1 })).toBe('1 vergelijking');
  });

  it('takes the other form when the count’s form is missing, and puts a count into a text without plurals', () => {
    const studio = Object.entries(en.studio).filter(([key]) => key !== 'syllableCount_one');
    const { t } = createTranslator('en', { ...en, studio: Object.fromEntries(studio) });
    expect(t('studio.syllableCount', { count: 1 })).toBe('1 syllables');
    expect(english.t('tags.left', { count: 1 })).toBe('1 left');
    expect(dutch.t('tags.left', { count: 95 })).toBe('nog 95');
  });

  it('gives a missing key back as itself, and knows which keys it has', () => {
    const empty = createTranslator('en', {});
    expect(empty.t('header.openMenu')).toBe('header.openMenu');
    expect(empty.t('studio.syllableCount', { count: 2 })).toBe('studio.syllableCount');
    expect(english.has('originLanguages.gem')).toBe(true);
    expect(english.has('originLanguages.xx')).toBe(false);
    expect(english.has('originLanguages')).toBe(false);
  });

  it('takes only keys of en.json, and plural texts by their base key with a count (checked by tsc)', () => {
    // @ts-expect-error: not a key of en.json
    expect(english.t('no.such.key')).toBe('no.such.key');
    // @ts-expect-error: a text with plural forms needs its count
    expect(english.t('studio.syllableCount')).toBe('studio.syllableCount');
    // @ts-expect-error: plural forms are called by their base key
    expect(english.t('studio.syllableCount_one', { count: 1 })).toBe('1 syllable');
  });
});
