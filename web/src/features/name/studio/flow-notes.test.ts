import { describe, expect, it } from 'vitest';
import { flowNotes } from './flow-notes';
import { rhyme, runTogether, startAlike } from './sounds';

describe('flow notes', () => {
  it('notes a first name that ends with the sound the last name starts with', () => {
    expect(flowNotes({ first: 'Mia', middle: '', last: 'Anders' })).toEqual([
      { kind: 'runs-together', first: 'Mia', second: 'Anders' },
    ]);
  });

  it('checks every pair of neighbouring names, the middle name included', () => {
    expect(flowNotes({ first: 'Liam', middle: 'Max', last: 'Xavier' })).toEqual([
      { kind: 'runs-together', first: 'Liam', second: 'Max' },
      { kind: 'runs-together', first: 'Max', second: 'Xavier' },
    ]);
  });

  it('notes a rhyme and a shared first sound between first and last name', () => {
    expect(flowNotes({ first: 'Jason', middle: '', last: 'Mason' })).toEqual([
      { kind: 'rhyme', first: 'Jason', second: 'Mason' },
    ]);
    expect(flowNotes({ first: 'Mila', middle: '', last: 'Miller' })).toEqual([
      { kind: 'same-start', first: 'Mila', second: 'Miller' },
    ]);
  });

  it('reads a Dutch last name by its first word at the join and its main word for rhyme and initial', () => {
    expect(flowNotes({ first: 'Vera', middle: '', last: 'de Vries' })).toEqual([
      { kind: 'same-start', first: 'Vera', second: 'de Vries' },
    ]);
    expect(flowNotes({ first: 'Bernd', middle: '', last: 'de Vries' })).toEqual([
      { kind: 'runs-together', first: 'Bernd', second: 'de Vries' },
    ]);
  });

  it('has nothing to say about a name that flows', () => {
    expect(flowNotes({ first: 'Emma', middle: 'Rose', last: 'Jansen' })).toEqual([]);
    expect(flowNotes({ first: 'Emma', middle: '', last: '' })).toEqual([]);
  });
});

describe('sounds', () => {
  it('hears silent letters at the join: a final e after a consonant, an h after a vowel', () => {
    expect(runTogether('Rose', 'Smith')).toBe(true);
    expect(runTogether('Hannah', 'Anders')).toBe(true);
    expect(runTogether('Hannah', 'Nelson')).toBe(false);
    expect(runTogether('Jack', 'Carter')).toBe(true);
  });

  it('rhymes by sound, not only by spelling, and never a name with itself', () => {
    expect(rhyme('Ella', 'Stella')).toBe(true);
    expect(rhyme('Jason', 'Grayson')).toBe(true);
    expect(rhyme('Liam', 'Kim')).toBe(false);
    expect(rhyme('Jason', 'Nelson')).toBe(false);
    expect(rhyme('Anna', 'anna')).toBe(false);
  });

  it('starts alike by letter or by consonant sound, not by any two vowels', () => {
    expect(startAlike('Kate', 'Carter')).toBe(true);
    expect(startAlike('Celia', 'Smith')).toBe(true);
    expect(startAlike('Anna', 'Emerson')).toBe(false);
  });
});
