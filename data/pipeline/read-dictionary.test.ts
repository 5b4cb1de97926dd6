import { describe, expect, it } from 'vitest';
import { foldAccents } from './fold-accents';
import { dictionaryLookup } from './read-dictionary';
import type { DictionaryEntry } from './read-dictionary';

const entry = (spelling: string, genders: string[], classes: [string, number][]): DictionaryEntry => ({
  spelling,
  genders,
  classes: new Map(classes),
});

describe('dictionaryLookup', () => {
  const lookup = dictionaryLookup(
    new Map([
      ['sofia', entry('Sofia', ['F'], [['Greece', 0]])],
      ['sofía', entry('Sofía', ['F'], [['Spain', -1]])],
      ['leo', entry('Leo', ['M'], [['Great Britain', -3]])],
      ['mar', entry('Mar', ['F'], [['Spain', -3]])],
      ['már', entry('Már', ['M'], [['Iceland', 0]])],
    ]),
  );

  it('lets an unaccented name borrow its accented spellings of the same gender', () => {
    expect(lookup('sofia', 'F')?.classes).toEqual(
      new Map([
        ['Greece', 0],
        ['Spain', -1],
      ]),
    );
    expect(foldAccents('sofía')).toBe('sofia');
  });

  it('does not let the Icelandic boy Már lend to the girl Mar', () => {
    expect(lookup('mar', 'F')?.classes).toEqual(new Map([['Spain', -3]]));
    expect(lookup('mar', 'N')?.classes.get('Iceland')).toBe(0);
  });

  it('never lets an accented name borrow from the unaccented one', () => {
    expect(lookup('léo', 'M')).toBeUndefined();
    expect(lookup('sofía', 'F')?.classes).toEqual(new Map([['Spain', -1]]));
  });
});

describe('foldAccents', () => {
  it('folds combining marks only, never letters of their own', () => {
    expect(['zoé', 'zoë', 'már', 'šárka'].map(foldAccents)).toEqual(['zoe', 'zoe', 'mar', 'sarka']);
    expect(['søren', 'æsa', 'ðóra', 'łucja'].map(foldAccents)).toEqual(['søren', 'æsa', 'ðora', 'łucja']);
  });
});
